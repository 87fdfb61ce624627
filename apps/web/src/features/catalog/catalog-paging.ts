/** Products per catalog page: six rows of four on a desktop, twelve of two on a phone. */
export const CATALOG_PAGE_SIZE = 24;

/** The query values of one catalog page (products/get-all): `page` first, as the start script asks. */
export function catalogPageQuery(page: number): Record<string, string> {
  return { page: String(page), pageSize: String(CATALOG_PAGE_SIZE) };
}
