import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words.ts";

describe("rupeesInWords", () => {
  it("groups in lakh and crore, as a Nepali bill does", () => {
    expect(rupeesInWords(150000)).toBe("Rupees One Lakh Fifty Thousand only");
    expect(rupeesInWords(12345678)).toBe(
      "Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight only",
    );
    expect(rupeesInWords(0)).toBe("Rupees Zero only");
  });

  it("names the paisa", () => {
    expect(rupeesInWords(10.5)).toBe("Rupees Ten and Fifty Paisa only");
    expect(rupeesInWords(1999.99)).toBe(
      "Rupees One Thousand Nine Hundred Ninety Nine and Ninety Nine Paisa only",
    );
  });
});
