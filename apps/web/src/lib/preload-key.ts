/**
 * The name of an answer the page's start script asks for (build/start-script.ts) and the app takes
 * (lib/api.ts): its path under /api with its query values, encoded as the API client sends them.
 * One builder for both sides, so the app takes the call the script made instead of making it again.
 */
export function preloadKey(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
