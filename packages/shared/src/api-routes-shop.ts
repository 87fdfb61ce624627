/**
 * Entries of the API route table (api-routes.ts says how to add one): the routes the shop's own
 * pages call, for anyone or a signed-in customer, and the ones no page calls (health, the backup
 * command, the old apps' token checks).
 */
export const authLogin = { method: "POST", path: "/auth/login" } as const;
export const authLogout = { method: "POST", path: "/auth/logout" } as const;
export const authMe = { method: "GET", path: "/auth/me" } as const;
export const authResetRequest = { method: "POST", path: "/auth/reset-password-request" } as const;
export const authResetVerify = { method: "POST", path: "/auth/reset-password-otp-verify" } as const;
export const authResetPassword = { method: "POST", path: "/auth/reset-password" } as const;
export const userCreate = { method: "POST", path: "/users/create" } as const;
export const userChangePassword = { method: "PUT", path: "/users/change-password/:userId" } as const;
export const productList = { method: "GET", path: "/products/get-all" } as const;
export const productGet = { method: "GET", path: "/products/get/:id" } as const;
export const orderCreate = { method: "POST", path: "/orders/create" } as const;
export const orderGet = { method: "GET", path: "/orders/get/:id" } as const;
export const orderCustomerOrders = { method: "GET", path: "/orders/get-customerOrders/:customerId" } as const;
export const orderCancel = { method: "PATCH", path: "/orders/cancel/:id" } as const;
export const orderPopularProducts = { method: "GET", path: "/orders/getPopular-products" } as const;
export const messageCreate = { method: "POST", path: "/message/create" } as const;
export const contactGet = { method: "GET", path: "/contact/get" } as const;
export const softwareList = { method: "GET", path: "/software/get-all" } as const;
export const shopTime = { method: "GET", path: "/shop/time" } as const;
export const deliveryAreaList = { method: "GET", path: "/delivery-areas/get-all" } as const;
export const paymentOptions = { method: "GET", path: "/payments/options" } as const;
export const paymentStart = { method: "POST", path: "/payments/start/:orderId" } as const;
export const paymentSwitch = { method: "POST", path: "/payments/switch/:orderId" } as const;

// Served, but called by no page of the web app.
export const health = { method: "GET", path: "/health" } as const;
/** A supervisor's question: does the process serve? */
export const healthLive = { method: "GET", path: "/health/live" } as const;
/** A proxy's question: should it be sent requests (migrated, database answering, not stopping)? */
export const healthReady = { method: "GET", path: "/health/ready" } as const;
/** Prometheus's scrape: to this machine only, or with METRICS_TOKEN. */
export const metrics = { method: "GET", path: "/metrics" } as const;
export const authCheckAuth = { method: "GET", path: "/auth/check-auth" } as const;
export const authCheckRole = { method: "GET", path: "/auth/check-role/:token" } as const;
export const authUserByToken = { method: "GET", path: "/auth/get-UserBy-token" } as const;
export const authReset = { method: "PATCH", path: "/auth/reset" } as const;
export const backup = { method: "GET", path: "/backup" } as const;
/** A bill or credit note, and the print of it: staff, and the customer of its order. */
export const billGet = { method: "GET", path: "/bills/get/:id" } as const;
export const billPrint = { method: "POST", path: "/bills/print/:id" } as const;
// The gateways send the shopper's browser here after paying (or not).
export const paymentKhaltiReturn = { method: "GET", path: "/payments/khalti/return" } as const;
export const paymentEsewaSuccess = { method: "GET", path: "/payments/esewa/success" } as const;
export const paymentEsewaFailure = { method: "GET", path: "/payments/esewa/failure" } as const;
