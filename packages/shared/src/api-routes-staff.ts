/**
 * Entries of the API route table (api-routes.ts says how to add one): the routes of the staff's
 * screens. Kept apart from the shop's: the web bundle keeps them in the staff screens' code, so a
 * shopper's first download does not carry them.
 */
export const userList = { method: "GET", path: "/users/get-all" } as const;
export const userDelete = { method: "DELETE", path: "/users/delete/:id" } as const;
export const userRestore = { method: "PATCH", path: "/users/restore/:id" } as const;
export const userActiveStatus = { method: "PATCH", path: "/users/active-status/:id" } as const;
export const productHistory = { method: "GET", path: "/products/get-history/:id" } as const;
export const productCreate = { method: "POST", path: "/products/create" } as const;
export const productUpdate = { method: "PUT", path: "/products/update/:id" } as const;
export const productDelete = { method: "DELETE", path: "/products/delete/:id" } as const;
export const productRestore = { method: "PATCH", path: "/products/restore/:id" } as const;
export const productAddQuantity = { method: "PATCH", path: "/products/add-quantity/:id" } as const;
export const orderList = { method: "GET", path: "/orders/get-all" } as const;
export const orderExportCsv = { method: "GET", path: "/orders/export-csv" } as const;
export const orderDelete = { method: "DELETE", path: "/orders/delete/:id" } as const;
export const orderRestore = { method: "PATCH", path: "/orders/restore/:id" } as const;
export const orderUpdateStatus = { method: "PATCH", path: "/orders/updateStatus/:id" } as const;
export const dashboardDailySales = { method: "GET", path: "/dashboard/get-DailySales" } as const;
export const dashboardDailyOrders = { method: "GET", path: "/dashboard/get-DailyOrders" } as const;
export const dashboardWeeklySales = { method: "GET", path: "/dashboard/get-WeeklySales" } as const;
export const dashboardWeeklyOrders = { method: "GET", path: "/dashboard/get-WeeklyOrders" } as const;
export const dashboardMonthlySales = { method: "GET", path: "/dashboard/get-MonthlySales" } as const;
export const dashboardMonthlyOrders = { method: "GET", path: "/dashboard/get-MonthlyOrders" } as const;
// The period's orders still Pending: their count and value, kept out of the sales.
export const dashboardDailyPending = { method: "GET", path: "/dashboard/get-DailyPending" } as const;
export const dashboardWeeklyPending = { method: "GET", path: "/dashboard/get-WeeklyPending" } as const;
export const dashboardMonthlyPending = { method: "GET", path: "/dashboard/get-MonthlyPending" } as const;
export const dashboardSalesByMonth = { method: "GET", path: "/dashboard/get-MonthlySalesWholeYear" } as const;
export const dashboardPendingOrders = { method: "GET", path: "/dashboard/get-PendingOrders" } as const;
export const dashboardWaiting = { method: "GET", path: "/dashboard/get-Waiting" } as const;
export const dashboardLowStock = { method: "GET", path: "/dashboard/get-LowStock" } as const;
export const messageList = { method: "GET", path: "/message/get-all" } as const;
export const messageRead = { method: "PATCH", path: "/message/read/:id" } as const;
export const contactCreate = { method: "POST", path: "/contact/create" } as const;
export const contactUpdate = { method: "PUT", path: "/contact/update/:id" } as const;
export const contactDelete = { method: "DELETE", path: "/contact/delete/:id" } as const;
export const softwareCreate = { method: "POST", path: "/software/create" } as const;
export const softwareUpdate = { method: "PUT", path: "/software/update/:id" } as const;
export const softwareDelete = { method: "DELETE", path: "/software/delete/:id" } as const;
export const softwareGet = { method: "GET", path: "/software/get/:id" } as const;
export const pictureRules = { method: "GET", path: "/picture-rules" } as const;
export const deliveryAreaListAll = { method: "GET", path: "/delivery-areas/list-all" } as const;
export const deliveryAreaCreate = { method: "POST", path: "/delivery-areas/create" } as const;
export const deliveryAreaUpdate = { method: "PUT", path: "/delivery-areas/update/:id" } as const;
export const deliveryAreaDelete = { method: "DELETE", path: "/delivery-areas/delete/:id" } as const;
export const orderSerials = { method: "PUT", path: "/orders/serials/:id" } as const;
export const orderNews = { method: "GET", path: "/orders/news" } as const;
export const billList = { method: "GET", path: "/bills/get-all" } as const;
export const billCreditNote = { method: "POST", path: "/bills/credit-note/:billId" } as const;
export const billRegister = { method: "GET", path: "/bills/register" } as const;
export const billDayClose = { method: "GET", path: "/bills/day-close" } as const;
export const counterCreate = { method: "POST", path: "/counter/create" } as const;
export const counterBuyer = { method: "GET", path: "/counter/buyer" } as const;
export const warrantyLookup = { method: "GET", path: "/warranty/lookup" } as const;
export const paymentRefund = { method: "POST", path: "/payments/refund/:orderId" } as const;
