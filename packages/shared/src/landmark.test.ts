import { describe, expect, it } from "vitest";
import { nearLandmark } from "./landmark.ts";

describe("a home delivery's landmark in its address", () => {
  it("is near the landmark", () => {
    expect(nearLandmark("Big Mart")).toBe("near Big Mart");
    expect(nearLandmark("  Clock tower ")).toBe("near Clock tower");
    // A place that only starts like one of the words is still a place.
    expect(nearLandmark("Oppo showroom")).toBe("near Oppo showroom");
    expect(nearLandmark("Nearest temple")).toBe("near Nearest temple");
  });

  it("says 'near' once when the shopper already wrote where", () => {
    expect(nearLandmark("Near Koshi Hospital")).toBe("near Koshi Hospital");
    expect(nearLandmark("Opposite Big Mart")).toBe("opposite Big Mart");
    expect(nearLandmark("Behind the bus park")).toBe("behind the bus park");
    expect(nearLandmark("next to Bhanu Chowk")).toBe("next to Bhanu Chowk");
  });
});
