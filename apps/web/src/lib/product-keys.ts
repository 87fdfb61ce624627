/**
 * The query keys of products, for every screen that shows them (the catalog, the cart, the
 * admin's lists): all start with "products", so one invalidation after an admin's change
 * refreshes each of them.
 */
export const productKeys = {
  all: ["products"] as const,
  catalog: (filter: object) => ["products", "catalog", filter] as const,
  one: (id: number) => ["products", "one", id] as const,
  popular: () => ["products", "popular"] as const,
  adminPage: (query: object) => ["products", "admin", "page", query] as const,
  adminOne: (id: number) => ["products", "admin", id] as const,
  history: (id: number) => ["products", "history", id] as const,
};
