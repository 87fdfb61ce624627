import { describe, expect, it } from "vitest";
import { useSession } from "./session-store.ts";

describe("session store", () => {
  it("keeps token, userRole and userName under their own keys and clears them all", () => {
    useSession.getState().setSession({ token: "t.k.n", userRole: "Customer", userName: "Sita Rai" });
    expect(localStorage.getItem("token")).toBe("t.k.n");
    expect(localStorage.getItem("userRole")).toBe("Customer");
    expect(localStorage.getItem("userName")).toBe("Sita Rai");
    useSession.getState().patch({ userName: "Sita K. Rai" });
    expect(localStorage.getItem("userName")).toBe("Sita K. Rai");
    useSession.getState().clear();
    expect(localStorage.length).toBe(0);
  });
});
