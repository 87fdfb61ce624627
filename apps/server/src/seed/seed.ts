import { randomBytes } from "node:crypto";
import { COMPANY } from "@shop/shared/constants";
import { rupeesToPaisa } from "@shop/shared/money";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Config } from "../config.ts";
import { users } from "../db/schema.ts";
import type { Db, Executor } from "../db/types.ts";
import { type PreparedImage, prepareImage } from "../lib/images.ts";
import { createUser } from "../modules/accounts/users-service.ts";
import { createContact } from "../modules/contact/contact-service.ts";
import { createArea } from "../modules/delivery/delivery-areas-service.ts";
import { savePicture } from "../modules/pictures/pictures-store.ts";
import { createProduct } from "../modules/products/products-service.ts";
import { createSoftware } from "../modules/software/software-service.ts";
import { DEMO_DELIVERY_AREAS, DEMO_PRODUCTS, DEMO_SOFTWARE, DEMO_WARRANTY_MONTHS } from "./demo-catalog.ts";
import { demoDemand, planDemoOrders, seedDemoOrders } from "./demo-orders.ts";
import { DEMO_SPECS } from "./demo-specs.ts";
import { type DrawingKind, drawPicture } from "./pictures.ts";

/** A made-up PAN for the demo contact record (the owner enters the shop's own). */
const DEMO_PAN = "609876543";

/** Any fixed number: the advisory lock that one seeding server holds while the others wait. */
const SEED_LOCK = 7_310_001;

export interface SeedResult {
  seeded: boolean;
  adminEmail?: string;
  /** Set only when the password was generated here; shown once. */
  generatedPassword?: string;
}

/**
 * Seeds an empty database: the first admin, and with SEED_DEMO the demo catalog, the two
 * software offerings, the contact record, the delivery areas, and demo customers, orders and
 * messages. A database that has any user is never touched. Everything goes through the feature
 * services, so seeded data obeys the same rules. Several servers starting at once on one PostgreSQL database seed it once:
 * the check is repeated under a transaction-wide lock.
 */
/** Whether the shop has any user: any one is enough to know (a count read every user at each start). */
async function hasUsers(db: Executor): Promise<boolean> {
  const [any] = await db.select({ id: users.id }).from(users).limit(1);
  return any !== undefined;
}

export async function seed(db: Db, config: Config): Promise<SeedResult> {
  if (await hasUsers(db)) return { seeded: false };

  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(9).toString("base64url");
  const password = config.ADMIN_PASSWORD ?? generatedPassword!;

  // Pictures are drawn before the transaction: it then holds the database only briefly.
  const productPictures = config.SEED_DEMO
    ? await Promise.all(DEMO_PRODUCTS.map((p) => productImages(p)))
    : [];
  const softwarePictures = config.SEED_DEMO
    ? await Promise.all(DEMO_SOFTWARE.map((s) => picture(s.drawing, s.tint, s.name, "Koshi IT Solutions")))
    : [];

  const now = new Date();
  const plan = config.SEED_DEMO ? planDemoOrders(now, config.SHOP_TIMEZONE) : [];
  const demand = demoDemand(plan);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    const admin = await createUser(tx, {
      fullName: "Shop Admin",
      email: config.ADMIN_EMAIL,
      phone: COMPANY.mobiles[0],
      password,
      role: "Admin",
    });
    if (!config.SEED_DEMO) return true;
    const productIds: number[] = [];
    for (const [i, p] of DEMO_PRODUCTS.entries()) {
      const [main, ...extra] = await savePictures(tx, productPictures[i]!);
      const product = await createProduct(
        tx,
        {
          name: p.name,
          brand: p.brand,
          model: p.model,
          category: p.category,
          pricePaisa: rupeesToPaisa(p.price),
          youSavedPaisa: rupeesToPaisa(p.youSaved),
          // The demo orders sell the extra pieces, leaving the catalog's stock.
          quantity: p.quantity + demand[i]!,
          description: p.description,
          specs: DEMO_SPECS[p.name] ?? [],
          warrantyMonths: DEMO_WARRANTY_MONTHS[p.category],
          mainFile: main!,
          optionalFile1: extra[0] ?? null,
          optionalFile2: extra[1] ?? null,
          optionalFile3: extra[2] ?? null,
        },
        null,
      );
      productIds.push(product.id);
    }
    for (const [i, s] of DEMO_SOFTWARE.entries()) {
      await createSoftware(tx, {
        name: s.name,
        pricePaisa: rupeesToPaisa(s.price),
        link: s.link,
        description: s.description,
        imageName: await savePicture(tx, softwarePictures[i]!),
      });
    }
    await createContact(
      tx,
      {
        aboutCompany: `${COMPANY.name} sells computer hardware and builds software, web, cloud and networking solutions for businesses in eastern Nepal since ${COMPANY.founded}.`,
        address: COMPANY.address,
        email: COMPANY.email,
        phoneNumber: COMPANY.mobiles.join(", "),
        faxNumber: COMPANY.landline,
        openingHours: `${COMPANY.openingHours}, ${COMPANY.openingDays}`,
        time: "10:00 - 17:00 NPT",
        panNumber: DEMO_PAN,
      },
      config.SHOP_TIMEZONE,
    );
    for (const area of DEMO_DELIVERY_AREAS) await createArea(tx, area);
    await seedDemoOrders(tx, { admin, productIds, plan, timeZone: config.SHOP_TIMEZONE, now });
    return true;
  });
  if (!seeded) return { seeded: false };
  return {
    seeded: true,
    adminEmail: config.ADMIN_EMAIL,
    ...(generatedPassword ? { generatedPassword } : {}),
  };
}

async function picture(kind: DrawingKind, tint: string, title: string, subtitle: string) {
  const png = await sharp(drawPicture(kind, tint, title, subtitle))
    .png()
    .toBuffer();
  return prepareImage(png, "picture");
}

/** The main picture and the product's extra views (the same drawing in other tints). */
async function productImages(p: (typeof DEMO_PRODUCTS)[number]): Promise<PreparedImage[]> {
  const tints = [p.tint, "#64748b", "#0f766e", "#a16207"].slice(0, 1 + (p.extraPictures ?? 0));
  return Promise.all(
    tints.map((tint, i) =>
      picture(p.drawing, tint, p.brand, i === 0 ? p.model : `${p.model} - view ${i + 1}`),
    ),
  );
}

async function savePictures(tx: Executor, prepared: PreparedImage[]): Promise<string[]> {
  const names: string[] = [];
  for (const image of prepared) names.push(await savePicture(tx, image));
  return names;
}
