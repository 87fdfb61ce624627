import { z } from "zod";
import { MSG } from "./messages.ts";
import { requiredText, rupeesField } from "./products.ts";

/** A software offering as the API returns it; imageName is the picture's address. */
export const softwareSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  link: z.string(),
  description: z.string(),
  imageName: z.string(),
  thumbnailName: z.string(),
  createdDate: z.string(),
});
export type Software = z.infer<typeof softwareSchema>;

/** True for an absolute http or https address with a host (no spaces). */
export function isWebLink(value: string): boolean {
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}

/** The text fields of the software form, all required; the image is checked beside it. */
export const softwareFieldsSchema = z.object({
  name: requiredText(MSG.fillAll, 200, "name"),
  price: rupeesField("price", MSG.fillAll),
  link: requiredText(MSG.fillAll, 500, "link").refine(isWebLink, "Link must be an http or https address"),
  description: requiredText(MSG.fillAll, 5000, "description", "lines"),
});
export type SoftwareFields = z.infer<typeof softwareFieldsSchema>;
