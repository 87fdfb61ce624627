import { z } from "zod";
import {
  adminUserPageSchema,
  adminUserSchema,
  changedPasswordResponseSchema,
  loginResponseSchema,
  registeredResponseSchema,
  userDetailsSchema,
} from "./accounts.ts";
import type { ApiRoute, RouteName } from "./api-routes.ts";
import { ROUTES } from "./api-routes.ts";
import { billPageSchema, billSchema, dayCloseSchema, printSchema, registerSchema } from "./bills.ts";
import { contactSchema, customerMessageSchema, messagePageSchema } from "./company.ts";
import { buyerLookupSchema, counterSaleAnswerSchema } from "./counter.ts";
import { lowStockItemSchema, pendingFigureSchema, waitingSchema } from "./dashboard.ts";
import { deliveryAreaSchema } from "./delivery.ts";
import { envelopeOf, figureOf } from "./envelope.ts";
import { customerOrdersPageSchema, orderNewsSchema, orderPageSchema } from "./order-desk.ts";
import { orderSchema } from "./orders.ts";
import { paymentOptionsSchema, paymentStartedSchema } from "./payment-calls.ts";
import {
  productHistoryPageSchema,
  productHistorySchema,
  productPageSchema,
  productSchema,
} from "./products.ts";
import { shopTimeSchema } from "./shop-time.ts";
import { softwareSchema } from "./software.ts";
import { uploadRulesSchema } from "./uploads.ts";
import { warrantyLookupSchema } from "./warranty.ts";

/**
 * What each route answers with 200, by its name in the route table: the shapes the web relies on.
 * The web checks every answer against these in development and in its tests (lib/answer-check.ts),
 * so a server that drifts from them is caught there; the production bundle carries none of this.
 */
export const ANSWERS = {
  authLogin: envelopeOf(loginResponseSchema),
  authLogout: envelopeOf(z.object({ loggedOut: z.literal(true) })),
  authMe: envelopeOf(userDetailsSchema),
  authResetRequest: envelopeOf(z.object({ message: z.string() })),
  authResetVerify: envelopeOf(z.object({ verified: z.literal(true) })),
  authResetPassword: envelopeOf(z.object({ email: z.string() })),
  userList: envelopeOf(z.union([z.array(adminUserSchema), adminUserPageSchema])),
  userDelete: envelopeOf(adminUserSchema),
  userRestore: envelopeOf(adminUserSchema),
  userActiveStatus: envelopeOf(adminUserSchema),
  userCreate: envelopeOf(registeredResponseSchema),
  userChangePassword: envelopeOf(changedPasswordResponseSchema),
  productHistory: envelopeOf(z.union([z.array(productHistorySchema), productHistoryPageSchema])),
  productCreate: envelopeOf(productSchema),
  productUpdate: envelopeOf(productSchema),
  productDelete: envelopeOf(productSchema),
  productRestore: envelopeOf(productSchema),
  productAddQuantity: envelopeOf(productSchema),
  productList: envelopeOf(z.union([z.array(productSchema), productPageSchema])),
  productGet: envelopeOf(productSchema),
  orderList: envelopeOf(z.union([z.array(orderSchema), orderPageSchema])),
  orderDelete: envelopeOf(z.null()),
  orderUpdateStatus: envelopeOf(orderSchema),
  orderCreate: envelopeOf(orderSchema),
  orderGet: envelopeOf(orderSchema),
  orderCustomerOrders: envelopeOf(z.union([z.array(orderSchema), customerOrdersPageSchema])),
  orderCancel: envelopeOf(orderSchema),
  orderPopularProducts: envelopeOf(z.array(productSchema)),
  orderSerials: envelopeOf(orderSchema),
  orderNews: envelopeOf(orderNewsSchema),
  billList: envelopeOf(billPageSchema),
  billGet: envelopeOf(billSchema),
  billPrint: envelopeOf(printSchema),
  billCreditNote: envelopeOf(billSchema),
  billRegister: envelopeOf(registerSchema),
  billDayClose: envelopeOf(dayCloseSchema),
  counterCreate: envelopeOf(counterSaleAnswerSchema),
  counterBuyer: envelopeOf(buyerLookupSchema),
  warrantyLookup: envelopeOf(warrantyLookupSchema),
  deliveryAreaList: envelopeOf(z.array(deliveryAreaSchema)),
  deliveryAreaListAll: envelopeOf(z.array(deliveryAreaSchema)),
  deliveryAreaCreate: envelopeOf(deliveryAreaSchema),
  deliveryAreaUpdate: envelopeOf(deliveryAreaSchema),
  deliveryAreaDelete: envelopeOf(z.null()),
  paymentOptions: envelopeOf(paymentOptionsSchema),
  paymentStart: envelopeOf(paymentStartedSchema),
  paymentSwitch: envelopeOf(orderSchema),
  paymentRefund: envelopeOf(orderSchema),
  dashboardDailySales: figureOf("DailySales", z.number()),
  dashboardDailyOrders: figureOf("DailyOrders", z.number().int()),
  dashboardWeeklySales: figureOf("WeeklySales", z.number()),
  dashboardWeeklyOrders: figureOf("WeeklyOrders", z.number().int()),
  dashboardMonthlySales: figureOf("MonthlySales", z.number()),
  dashboardMonthlyOrders: figureOf("MonthlyOrders", z.number().int()),
  dashboardDailyPending: figureOf("DailyPending", pendingFigureSchema),
  dashboardWeeklyPending: figureOf("WeeklyPending", pendingFigureSchema),
  dashboardMonthlyPending: figureOf("MonthlyPending", pendingFigureSchema),
  dashboardSalesByMonth: figureOf("SalesArray", z.array(z.number())),
  dashboardPendingOrders: figureOf("PendingOrders", z.number().int()),
  dashboardWaiting: figureOf("Waiting", waitingSchema),
  dashboardLowStock: figureOf("LowStock", z.array(lowStockItemSchema)),
  messageList: envelopeOf(z.union([z.array(customerMessageSchema), messagePageSchema])),
  messageRead: envelopeOf(customerMessageSchema),
  messageCreate: envelopeOf(customerMessageSchema),
  contactCreate: envelopeOf(contactSchema),
  contactUpdate: envelopeOf(contactSchema),
  contactDelete: envelopeOf(z.null()),
  contactGet: envelopeOf(contactSchema.nullable()),
  softwareCreate: envelopeOf(softwareSchema),
  softwareUpdate: envelopeOf(softwareSchema),
  softwareDelete: envelopeOf(softwareSchema),
  softwareList: envelopeOf(z.array(softwareSchema)),
  softwareGet: envelopeOf(softwareSchema),
  pictureRules: envelopeOf(uploadRulesSchema),
  shopTime: envelopeOf(shopTimeSchema),
} satisfies Partial<Record<RouteName, z.ZodType>>;

/** The schema of a route's 200 answer, when the table has one. */
export function answerSchema(route: ApiRoute): z.ZodType | undefined {
  const name = (Object.keys(ROUTES) as RouteName[]).find((key) => ROUTES[key] === route);
  return name && name in ANSWERS ? ANSWERS[name as keyof typeof ANSWERS] : undefined;
}
