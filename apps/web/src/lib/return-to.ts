/**
 * Where login and registration send the shopper back to: the page that sent them there (the
 * cart, the checkout), carried in the address as `?next=` so a reload or a detour through
 * registration keeps it. Only a path of this site is followed, never another site's address.
 */
const NEXT = "next";

export function withNext(page: "/login" | "/register", next: string | null): string {
  return next ? `${page}?${NEXT}=${encodeURIComponent(next)}` : page;
}

export function nextPath(search: URLSearchParams): string | null {
  const next = search.get(NEXT);
  // A path of this site only: "//host" and "/\\host" would leave it.
  if (!next || !/^\/(?![/\\])/.test(next)) return null;
  if (/^\/(login|register)(\?|$)/.test(next)) return null;
  return next;
}
