/** Every entry of the API route table, read as `ROUTES.name` (api-routes.ts). */
export * from "./api-routes-shop.ts";
export * from "./api-routes-staff.ts";
