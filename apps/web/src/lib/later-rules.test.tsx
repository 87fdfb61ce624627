import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { laterRules, useFieldErrors } from "./field-errors.ts";

const loginRules = z.object({ email: z.string().min(1, "Please enter your email"), password: z.string() });

describe("a form's rules loaded after its page", () => {
  it("are fetched once, however often the form is sent", async () => {
    let loads = 0;
    const rules = laterRules(async () => {
      loads += 1;
      return loginRules;
    });
    await Promise.all([rules(), rules()]);
    await rules();
    expect(loads).toBe(1);
  });

  it("are asked for again after a failed load (the connection came back)", async () => {
    let loads = 0;
    const rules = laterRules(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return loginRules;
    });
    expect(await rules()).toBeUndefined();
    expect(await rules()).toBe(loginRules);
  });

  it("mark the wrong field when loaded, and let the values go to the server when they could not be", async () => {
    const { result } = renderHook(() => useFieldErrors());
    const loaded = laterRules(async () => loginRules);
    let checked: unknown = "not yet";
    await act(async () => {
      checked = await result.current.checkLater(loaded, { email: "", password: "x" });
    });
    expect(checked).toBeUndefined();
    expect(result.current.errors.email).toBe("Please enter your email");
    const unreachable = laterRules<z.infer<typeof loginRules>>(async () => {
      throw new Error("offline");
    });
    expect(await result.current.checkLater(unreachable, { email: "", password: "x" })).toEqual({
      email: "",
      password: "x",
    });
  });
});
