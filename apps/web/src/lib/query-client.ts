import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => {
        // A 4xx will not get better by asking again.
        const status = (error as { response?: { status?: number } }).response?.status;
        return status !== undefined && status < 500 ? false : failureCount < 2;
      },
      refetchOnWindowFocus: false,
    },
  },
});
