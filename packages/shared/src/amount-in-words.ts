import { ToWords } from "to-words/en-NP";

const words = new ToWords();

/**
 * An amount of rupees in words, grouped the Nepali way (lakh, crore), as a bill states it:
 * "Rupees One Lakh Fifty Thousand only", "Rupees Ten and Fifty Paisa only".
 */
export function rupeesInWords(rupees: number): string {
  const paisa = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paisa / 100);
  const rest = paisa % 100;
  const text = `Rupees ${words.convert(whole)}`;
  return rest > 0 ? `${text} and ${words.convert(rest)} Paisa only` : `${text} only`;
}
