import type { AdminUser } from "@shop/shared/accounts";

/** SPEC 2.5: search by full name, e-mail or phone; case-insensitive substring. */
export function filterUsers(users: AdminUser[], search: string): AdminUser[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((u) =>
    [u.fullName, u.email, u.phone].some((field) => field.toLowerCase().includes(needle)),
  );
}
