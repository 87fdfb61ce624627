import { PUBLIC_PAGES } from "@shop/shared/company";
import { formatRs, paisaToRupees } from "@shop/shared/money";
import { and, asc, eq } from "drizzle-orm";
import { productColumns, products } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { imageUrl } from "../../lib/images.ts";
import type { PageTags as PageMaker } from "../../plugins/pages.ts";

const SITE = "Koshi IT Solutions";

/** Escapes text for an HTML attribute or element, and for XML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // The admin area, the API and a visitor's own pages are of no use in search results.
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /profile",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** The public pages and every product that is not deleted. */
export async function sitemapXml(db: Executor, origin: string): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.deleted, false))
    .orderBy(asc(products.id));
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${origin}${loc}`)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => url(p.path)),
    ...rows.map((r) => url(`/singleProduct/${r.id}`, r.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}

interface PageTags {
  title: string;
  description: string;
  image?: string;
  type: "website" | "product";
}

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

/**
 * The product a page shows (`/singleProduct/3`), or null. Only those pages read the database;
 * every other page's HTML depends on its address alone.
 */
export function productOfPage(pathname: string): number | null {
  const match = /^\/singleProduct\/(\d{1,9})$/.exec(withoutTrailingSlash(pathname));
  return match ? Number(match[1]) : null;
}

/** The title, description and preview picture of a page, when the server knows them. */
async function tagsFor(db: Executor, pathname: string): Promise<PageTags | null> {
  const page = PUBLIC_PAGES.find((p) => p.path === withoutTrailingSlash(pathname));
  if (page) return { title: page.title, description: page.description, type: "website" };

  const productId = productOfPage(pathname);
  if (productId === null) return null;
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), eq(products.deleted, false)));
  if (!row) return null;
  const price = formatRs(paisaToRupees(row.pricePaisa));
  const description = row.description.replace(/\s+/g, " ").trim();
  return {
    title: `${row.name} - ${price} | ${SITE}`,
    description: description.length > 200 ? `${description.slice(0, 197)}...` : description || row.name,
    image: imageUrl(row.mainFile),
    type: "product",
  };
}

/**
 * index.html with the page's own <title>, meta description and link-preview (Open Graph) tags, so a
 * link shared in a chat shows the product's name, text and picture. Everything injected is escaped.
 */
export async function pageHtml(
  db: Executor,
  html: string,
  pathname: string,
  origin: string,
): Promise<string> {
  const tags = await tagsFor(db, pathname);
  if (!tags) return html;
  const title = escapeHtml(tags.title);
  const description = escapeHtml(tags.description);
  const meta = [
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${tags.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(`${origin}${pathname}`)}" />`,
    ...(tags.image
      ? [
          `<meta property="og:image" content="${escapeHtml(`${origin}${tags.image}`)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
  ].join("\n    ");
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", () => `    ${meta}\n  </head>`);
}

/** How the page sender (plugins/pages.ts) makes a page's HTML; app.ts hands it over. */
export const pageTags: PageMaker = { html: pageHtml, productOf: productOfPage };
