import { checkFields, problemsOf } from "@shop/shared/form-errors";
import { MSG } from "@shop/shared/messages";
import { paisaToRupees, rupeesToPaisa } from "@shop/shared/money";
import { type Software, softwareFieldsSchema } from "@shop/shared/software";
import { and, asc, eq } from "drizzle-orm";
import { software } from "../../db/schema.ts";
import type { Db, Executor } from "../../db/types.ts";
import { insertedRow } from "../../lib/db-errors.ts";
import { invalidForm, notFound } from "../../lib/errors.ts";
import { imageUrl, type PreparedImage, prepareImage, thumbUrl } from "../../lib/images.ts";
import type { MultipartForm } from "../../lib/multipart.ts";
import { releasePictures, savePicture } from "../pictures/pictures-store.ts";

type SoftwareRow = typeof software.$inferSelect;

export interface NewSoftware {
  name: string;
  pricePaisa: number;
  link: string;
  description: string;
  imageName: string;
}

export function toSoftware(row: SoftwareRow): Software {
  return {
    id: row.id,
    name: row.name,
    price: paisaToRupees(row.pricePaisa),
    link: row.link,
    description: row.description,
    imageName: imageUrl(row.imageName),
    thumbnailName: thumbUrl(row.imageName),
    createdDate: row.createdAt.toISOString(),
  };
}

export async function createSoftware(db: Executor, input: NewSoftware) {
  const row = insertedRow(await db.insert(software).values(input).returning());
  return row;
}

/** Every software offering that is not deleted, oldest first (the order they were added). */
export async function listSoftware(db: Executor): Promise<Software[]> {
  const rows = await db.select().from(software).where(eq(software.deleted, false)).orderBy(asc(software.id));
  return rows.map(toSoftware);
}

async function findLive(db: Executor, id: number): Promise<SoftwareRow> {
  const [row] = await db
    .select()
    .from(software)
    .where(and(eq(software.id, id), eq(software.deleted, false)));
  if (!row) throw notFound("Software not found");
  return row;
}

export async function getSoftware(db: Executor, id: number): Promise<Software> {
  return toSoftware(await findLive(db, id));
}

function parseFields(form: MultipartForm) {
  const checked = checkFields(softwareFieldsSchema, form.fields);
  if (!checked.ok) throw invalidForm(checked.problems);
  return checked.data;
}

/** Decodes the picture, if one was sent: a bad picture refuses the form before anything is stored. */
async function preparePicture(form: MultipartForm): Promise<PreparedImage | undefined> {
  const file = form.files.get("image");
  return file ? prepareImage(file, "image") : undefined;
}

/** POST software/create: name, price, link, description and image, all required. */
export async function createSoftwareFromForm(db: Db, form: MultipartForm) {
  const fields = parseFields(form);
  if (!form.files.has("image")) throw invalidForm(problemsOf([{ message: MSG.fillAll, path: ["image"] }]));
  const picture = (await preparePicture(form))!;
  const row = await db.transaction(async (tx) =>
    createSoftware(tx, {
      name: fields.name,
      pricePaisa: rupeesToPaisa(fields.price),
      link: fields.link,
      description: fields.description,
      imageName: await savePicture(tx, picture),
    }),
  );
  return toSoftware(row);
}

/** PUT software/update/:id: the same fields; an image sent replaces the old one. */
export async function updateSoftwareFromForm(db: Db, id: number, form: MultipartForm) {
  const fields = parseFields(form);
  await findLive(db, id);
  const picture = await preparePicture(form);
  const row = await db.transaction(async (tx) => {
    const current = await findLive(tx, id);
    const imageName = picture ? await savePicture(tx, picture) : undefined;
    const [updated] = await tx
      .update(software)
      .set({
        name: fields.name,
        pricePaisa: rupeesToPaisa(fields.price),
        link: fields.link,
        description: fields.description,
        ...(imageName ? { imageName } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(software.id, id), eq(software.deleted, false)))
      .returning();
    if (!updated) throw notFound("Software not found");
    if (imageName) await releasePictures(tx, [current.imageName]);
    return updated;
  });
  return toSoftware(row);
}

/** DELETE software/delete/:id: hides the offering (soft delete, like products and users). */
export async function deleteSoftware(db: Executor, id: number): Promise<Software> {
  const [row] = await db
    .update(software)
    .set({ deleted: true, updatedAt: new Date() })
    .where(and(eq(software.id, id), eq(software.deleted, false)))
    .returning();
  if (!row) throw notFound("Software not found");
  return toSoftware(row);
}
