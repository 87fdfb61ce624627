import type { RouteAddress } from "@shop/shared/api-routes";
import { downloadFile, type QueryValues } from "./api.ts";

/**
 * Downloads a file the server sends for saving (a CSV) and hands it to the browser's save, under
 * the name the server gives it, else `fallbackName`.
 */
export async function saveDownload(
  to: RouteAddress,
  query: QueryValues,
  fallbackName: string,
): Promise<void> {
  const file = await downloadFile(to, query);
  const url = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: file.name ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the address when the save starts; let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
