import {
  areaKey,
  type DeliveryArea,
  type DeliveryAreaValues,
  deliveryChargePaisa,
  notDeliveredMessage,
  unknownAreaMessage,
} from "@shop/shared/delivery";
import { paisaToRupees, rupeesToPaisa } from "@shop/shared/money";
import { asc, eq } from "drizzle-orm";
import { deliveryAreas } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { databaseFault } from "../../lib/db-errors.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { shopPhone } from "../contact/contact-service.ts";

type AreaRow = typeof deliveryAreas.$inferSelect;

export function toDeliveryArea(row: AreaRow): DeliveryArea {
  return {
    id: row.id,
    name: row.name,
    charge: paisaToRupees(row.chargePaisa),
    freeFrom: row.freeFromPaisa === null ? null : paisaToRupees(row.freeFromPaisa),
    active: row.active,
  };
}

function rowValues(fields: DeliveryAreaValues) {
  return {
    name: fields.name,
    chargePaisa: rupeesToPaisa(fields.charge),
    freeFromPaisa: fields.freeFrom === null ? null : rupeesToPaisa(fields.freeFrom),
    active: fields.active,
  };
}

const taken = (name: string) =>
  conflict(`There is already a delivery area called ${name}. Edit that one instead.`);

/** The areas, by name: every one for the owner, the active ones for shoppers. */
export async function listAreas(db: Executor, which: "all" | "active"): Promise<DeliveryArea[]> {
  const rows = await db
    .select()
    .from(deliveryAreas)
    .where(which === "active" ? eq(deliveryAreas.active, true) : undefined)
    .orderBy(asc(deliveryAreas.name), asc(deliveryAreas.id));
  return rows.map(toDeliveryArea);
}

export async function createArea(db: Executor, fields: DeliveryAreaValues): Promise<DeliveryArea> {
  try {
    const [row] = await db.insert(deliveryAreas).values(rowValues(fields)).returning();
    return toDeliveryArea(row!);
  } catch (error) {
    if (databaseFault(error)?.code === "23505") throw taken(fields.name);
    throw error;
  }
}

/** Changes an area. Orders already placed keep the charge they were placed with. */
export async function updateArea(
  db: Executor,
  id: number,
  fields: DeliveryAreaValues,
): Promise<DeliveryArea> {
  try {
    const [row] = await db
      .update(deliveryAreas)
      .set({ ...rowValues(fields), updatedAt: new Date() })
      .where(eq(deliveryAreas.id, id))
      .returning();
    if (!row) throw notFound(`Delivery area #${id} was not found.`);
    return toDeliveryArea(row);
  } catch (error) {
    if (databaseFault(error)?.code === "23505") throw taken(fields.name);
    throw error;
  }
}

/** Removes an area. Orders keep their city and charge: they copied both when placed. */
export async function deleteArea(db: Executor, id: number): Promise<void> {
  const gone = await db
    .delete(deliveryAreas)
    .where(eq(deliveryAreas.id, id))
    .returning({ id: deliveryAreas.id });
  if (gone.length === 0) throw notFound(`Delivery area #${id} was not found.`);
}

/** What an order's home delivery resolves to: the area's name (stored as the city) and its charge. */
export interface ResolvedDelivery {
  city: string;
  chargePaisa: number;
}

/**
 * The delivery areas as placement reads them, inside the order's transaction: the charge is the
 * one in force when the order is placed. Read at most once per batch of checkouts, and only when
 * one of them is a home delivery.
 */
export class AreaBook {
  private areas: AreaRow[] | undefined;
  private phone: string | undefined;

  constructor(private readonly tx: Executor) {}

  /**
   * The area of a home delivery: the one `deliveryAreaId` names, or else the one whose name is
   * the city (case and extra spaces ignored). Refused (400, naming the place and the shop's phone)
   * when it is no listed, active area.
   */
  async resolve(
    form: { city: string; deliveryAreaId?: number | null | undefined },
    goodsPaisa: number,
  ): Promise<ResolvedDelivery | AppError> {
    this.areas ??= await this.tx.select().from(deliveryAreas).where(eq(deliveryAreas.active, true));
    const wanted = form.deliveryAreaId;
    const area =
      wanted != null
        ? this.areas.find((a) => a.id === wanted)
        : this.areas.find((a) => areaKey(a.name) === areaKey(form.city));
    if (!area) {
      if (wanted != null)
        return new AppError(400, unknownAreaMessage(wanted), "warning", {
          deliveryAreaId: unknownAreaMessage(wanted),
        });
      this.phone ??= await shopPhone(this.tx);
      const message = notDeliveredMessage(form.city, this.phone);
      return new AppError(400, message, "warning", { city: message });
    }
    return { city: area.name, chargePaisa: deliveryChargePaisa(area, goodsPaisa) };
  }
}
