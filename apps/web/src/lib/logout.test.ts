import type { Product } from "@shop/shared/products";
import { describe, expect, it } from "vitest";
import { useCart } from "./cart-store.ts";
import { logout } from "./logout.ts";
import { useOrderForm } from "./order-form-store.ts";
import { queryClient } from "./query-client.ts";
import { useSession } from "./session-store.ts";

describe("logout", () => {
  it("clears the session, the cart, whatever else was stored, and the query cache, even with the server away", async () => {
    useSession.getState().setSession({ token: "t.k.n", userRole: "Customer", userName: "Sita" });
    useCart.getState().add({ id: 1, name: "Mouse", price: 500, quantity: 3 } as Product);
    useOrderForm.getState().patch({ phoneNumber: "9812345678" });
    sessionStorage.setItem("resetEmail", "sita@test.np");
    sessionStorage.setItem("splashShown", "1");
    queryClient.setQueryData(["orders", "mine"], [{ id: 1 }]);

    await logout();

    expect(useSession.getState()).toMatchObject({ token: "", userRole: "", userName: "" });
    expect(useCart.getState().lines).toEqual([]);
    expect(useOrderForm.getState().phoneNumber).toBe("");
    expect(localStorage.length).toBe(0);
    expect(Object.keys(sessionStorage)).toEqual(["splashShown"]);
    expect(queryClient.getQueryData(["orders", "mine"])).toBeUndefined();
  });
});
