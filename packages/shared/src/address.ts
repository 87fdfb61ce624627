import { nearLandmark } from "./landmark.ts";

/** Where a home delivery goes, as the order form keeps it. */
export interface HomePlace {
  chowkName: string;
  city: string;
}

/**
 * A home delivery's place as every screen, paper and e-mail writes it: the chowk, then the city
 * ("Bhanu Chowk, Dharan"). A part left empty is left out, not written as a lone comma.
 */
export function chowkAndCity(place: HomePlace): string {
  return [place.chowkName, place.city].filter(Boolean).join(", ");
}

/** The whole delivery address, landmark last: "Bhanu Chowk, Dharan (near Big Mart)". */
export function deliveryAddress(form: HomePlace & { famousLandMark: string }): string {
  return `${chowkAndCity(form)} (${nearLandmark(form.famousLandMark)})`;
}
