import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { MSG } from "@shop/shared/messages";
import {
  addQuantityQuerySchema,
  PRODUCT_FILE_FIELDS,
  productFieldsSchema,
  productHistoryQuerySchema,
  productListQuerySchema,
} from "@shop/shared/products";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedRead, productTags } from "../../cache/public-reads.ts";
import { ok } from "../../lib/envelope.ts";
import { acceptMultipartForms, readMultipart } from "../../lib/multipart.ts";
import { adminSecurity, idParams, multipartForm } from "../../lib/route-schemas.ts";
import { listAnswer } from "../../lib/whole-list.ts";
import { bearerToken, currentUser, guardedRoutes, userFromToken } from "../../plugins/auth.ts";
import { can } from "../../plugins/policies.ts";
import {
  addQuantity,
  createProductFromForm,
  getProduct,
  listProducts,
  productHistory,
  setProductDeleted,
  updateProductFromForm,
} from "./products-service.ts";

/** Staff see deleted products too; anyone else (or a token that is no longer valid) is a shopper. */
async function isAdmin(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  return can(await userFromToken(app.db, app.secrets.jwt, token), "catalog:manage");
}

const multipartBody = multipartForm(
  productFieldsSchema,
  PRODUCT_FILE_FIELDS,
  `Multipart form: name, brand, model, price, youSaved, quantity, description, category, and the pictures ${PRODUCT_FILE_FIELDS.join(", ")}.`,
);

/** Managing the catalog and its stock: every route needs catalog:manage, checked once for the group, before a multipart body is read. */
const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipartForms(app);
  app.get(
    ROUTES.productHistory.path,
    {
      schema: {
        tags: ["products"],
        summary:
          "A product's stock history, newest first (Admin). Without page or pageSize the newest 1000 rows at most (then the message says so); with them {items, total, page, pageSize}",
        ...adminSecurity,
        params: idParams,
        querystring: productHistoryQuerySchema,
        response: { 200: ANSWERS.productHistory },
      },
    },
    async (request) =>
      listAnswer(
        await productHistory(app.db, request.params.id, app.config.SHOP_TIMEZONE, request.query),
        "stock history rows",
        "newest",
      ),
  );

  app.post(
    ROUTES.productCreate.path,
    {
      schema: {
        tags: ["products"],
        summary: "Add a product with its pictures (Admin)",
        ...adminSecurity,
        ...multipartBody,
        response: { 200: ANSWERS.productCreate },
      },
    },
    async (request) => {
      const form = await readMultipart(request, PRODUCT_FILE_FIELDS, app.config.UPLOAD_MAX_BYTES);
      return ok(await createProductFromForm(app.db, form, currentUser(request).id), MSG.productCreated);
    },
  );

  app.put(
    ROUTES.productUpdate.path,
    {
      schema: {
        tags: ["products"],
        summary: "Change a product; a picture sent replaces the old one (Admin)",
        ...adminSecurity,
        ...multipartBody,
        params: idParams,
        response: { 200: ANSWERS.productUpdate },
      },
    },
    async (request) => {
      const form = await readMultipart(request, PRODUCT_FILE_FIELDS, app.config.UPLOAD_MAX_BYTES);
      return ok(
        await updateProductFromForm(app.db, request.params.id, form, currentUser(request).id),
        MSG.productUpdated,
      );
    },
  );

  app.delete(
    ROUTES.productDelete.path,
    {
      schema: {
        tags: ["products"],
        summary: "Hide a product from the shop; it stays for order history (Admin)",
        ...adminSecurity,
        params: idParams,
        response: { 200: ANSWERS.productDelete },
      },
    },
    async (request) => ok(await setProductDeleted(app.db, request.params.id, true), MSG.productDeleted),
  );

  app.patch(
    ROUTES.productRestore.path,
    {
      schema: {
        tags: ["products"],
        summary: "Bring a deleted product back to the shop (Admin)",
        ...adminSecurity,
        params: idParams,
        response: { 200: ANSWERS.productRestore },
      },
    },
    async (request) =>
      ok(await setProductDeleted(app.db, request.params.id, false), "product restored successfully"),
  );

  app.patch(
    ROUTES.productAddQuantity.path,
    {
      schema: {
        tags: ["products"],
        summary: "Restock: add pieces with remarks; writes a history row (Admin)",
        ...adminSecurity,
        params: idParams,
        querystring: addQuantityQuerySchema,
        response: { 200: ANSWERS.productAddQuantity },
      },
    },
    async (request) =>
      ok(
        await addQuantity(
          app.db,
          request.params.id,
          request.query.quantity,
          request.query.remarks,
          currentUser(request).id,
        ),
        MSG.quantityIncreased,
      ),
  );
};

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.productList.path,
    {
      schema: {
        tags: ["products"],
        summary:
          "The catalog (deleted products too for an Admin). Without page or pageSize: the whole list (the first 1000 at most: then the message says so); with them: {items, total, page, pageSize}. status filters the admin list (active, deleted, out-of-stock, low-stock); brand, minPrice and maxPrice (rupees) narrow it; sort is newest, price-asc, price-desc or name",
        querystring: productListQuerySchema,
        response: { 200: ANSWERS.productList },
      },
      compress: false, // the cached answer carries its own compressed forms
    },
    async (request, reply) => {
      const includeDeleted = await isAdmin(app, request);
      const { q, category, brand, minPrice, maxPrice, sort, status, page, pageSize } = request.query;
      // Every option that changes the answer is part of the key.
      const key = JSON.stringify([
        "products",
        includeDeleted,
        q || "",
        category,
        brand?.toLowerCase() || "",
        minPrice,
        maxPrice,
        sort,
        status,
        page,
        pageSize,
      ]);
      return cachedRead(request, reply, key, async () => {
        if (page === undefined && pageSize === undefined) {
          const list = await listProducts(app.db, { ...request.query, includeDeleted });
          return {
            value: listAnswer(list, "products", "first"),
            tags: ["lists", ...productTags(list.whole.map((p) => p.id))],
          };
        }
        const found = await listProducts(app.db, { ...request.query, page: page ?? 1, includeDeleted });
        return { value: ok(found), tags: ["lists", ...productTags(found.items.map((p) => p.id))] };
      });
    },
  );

  app.get(
    ROUTES.productGet.path,
    {
      schema: {
        tags: ["products"],
        summary: "One product (a deleted one only for an Admin)",
        params: idParams,
        response: { 200: ANSWERS.productGet },
      },
      compress: false, // the cached answer carries its own compressed forms
    },
    async (request, reply) => {
      const { id } = request.params;
      const includeDeleted = await isAdmin(app, request);
      return cachedRead(request, reply, JSON.stringify(["product", includeDeleted, id]), async () => ({
        value: ok(await getProduct(app.db, id, { includeDeleted })),
        tags: productTags([id]),
      }));
    },
  );

  await app.register(guardedRoutes("catalog:manage", productAdminRoutes));
};
