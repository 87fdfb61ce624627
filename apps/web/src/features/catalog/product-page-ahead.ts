/**
 * The user timing mark a page sets when it fetches the product page's code ahead of a tap.
 * `npm run bench:pages` counts the scripts asked for from this mark on apart from the page's own.
 */
export const PRODUCT_PAGE_AHEAD_MARK = "shop:product-page-ahead";
