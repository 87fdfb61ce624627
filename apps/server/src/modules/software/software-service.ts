import { software } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";

export interface NewSoftware {
  name: string;
  pricePaisa: number;
  link: string;
  description: string;
  imageName: string;
}

export async function createSoftware(db: Executor, input: NewSoftware) {
  const [row] = await db.insert(software).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
