import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Bill, CreditNoteInput, DayClose, SalesRegister } from "@shop/shared/bills";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { billKeys } from "../../lib/bills-api.ts";
import { orderKeys } from "../../lib/orders-api.ts";
import { saveDownload } from "../../lib/save-download-api.ts";

export interface DayRange {
  from: string;
  to: string;
}

/** The sales register of a range of the shop's days (bills, and credit notes subtracted). */
export function useSalesRegister(range: DayRange) {
  return useQuery({
    queryKey: [...billKeys.all, "register", range],
    queryFn: async () =>
      (await authApi.send<Envelope<SalesRegister>>(address(ROUTES.billRegister), { query: { ...range } }))
        .data.data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Downloads the same rows as a CSV file (the server writes it) for the accountant. */
export function useRegisterCsv() {
  return useMutation({
    mutationFn: async (range: DayRange) => {
      await saveDownload(address(ROUTES.billRegister), { ...range, format: "csv" }, "sales-register.csv");
    },
  });
}

/** One day's close: counts, sales by payment method, cash that should be in the drawer. */
export function useDayClose(date: string) {
  return useQuery({
    queryKey: [...billKeys.all, "day-close", date],
    queryFn: async () =>
      (await authApi.send<Envelope<DayClose>>(address(ROUTES.billDayClose), { query: { date } })).data.data,
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 0,
  });
}

/** Returns pieces of a bill by a credit note; every bill, order and product view reloads. */
export function useCreditNote(billId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreditNoteInput) =>
      (await authApi.send<Envelope<Bill>>(address(ROUTES.billCreditNote, { billId }), { body: input })).data
        .data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: billKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["products"] });
    },
  });
}
