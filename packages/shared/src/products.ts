import { z } from "zod";
import { CATEGORIES } from "./constants.ts";

/** A product as the API returns it (SPEC 3). Prices in rupees; pictures as addresses. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  price: z.number(),
  category: z.string(),
  youSaved: z.number(),
  quantity: z.number().int(),
  description: z.string(),
  mainFileName: z.string(),
  /** The 400 px picture for lists and cards. */
  thumbnailName: z.string(),
  optionalFile1Name: z.string().nullable(),
  optionalFile2Name: z.string().nullable(),
  optionalFile3Name: z.string().nullable(),
  deleted: z.boolean(),
  createdDate: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.enum(CATEGORIES, { error: "Please choose a category" });
