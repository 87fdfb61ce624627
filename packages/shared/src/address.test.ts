import { describe, expect, it } from "vitest";
import { chowkAndCity, deliveryAddress } from "./address.ts";

describe("a home delivery's address", () => {
  it("names the chowk before the city, and the landmark last", () => {
    expect(
      deliveryAddress({ city: "Itahari", chowkName: "Buddha Chowk", famousLandMark: "Near the bus park" }),
    ).toBe("Buddha Chowk, Itahari (near the bus park)");
    expect(chowkAndCity({ city: "Dharan", chowkName: "Bhanu Chowk" })).toBe("Bhanu Chowk, Dharan");
  });

  it("leaves out a part that is empty", () => {
    expect(chowkAndCity({ city: "Dharan", chowkName: "" })).toBe("Dharan");
    expect(chowkAndCity({ city: "", chowkName: "" })).toBe("");
  });
});
