import type { AdminUser } from "@shop/shared/accounts";
import { describe, expect, it } from "vitest";
import { filterUsers } from "./user-filter.ts";

const user = (id: number, fullName: string, email: string, phone: string): AdminUser => ({
  id,
  fullName,
  email,
  phone,
  role: "Customer",
  deleted: false,
  activeStatus: true,
});

describe("filterUsers", () => {
  const users = [
    user(1, "Sita Rai", "sita@test.np", "9812345678"),
    user(2, "Hari Limbu", "hari@mail.np", "9709876543"),
  ];

  it("finds by name, e-mail or phone, ignoring case and spaces around", () => {
    expect(filterUsers(users, " RAI ").map((u) => u.id)).toEqual([1]);
    expect(filterUsers(users, "mail.np").map((u) => u.id)).toEqual([2]);
    expect(filterUsers(users, "97098").map((u) => u.id)).toEqual([2]);
    expect(filterUsers(users, "").map((u) => u.id)).toEqual([1, 2]);
    expect(filterUsers(users, "nobody")).toEqual([]);
  });
});
