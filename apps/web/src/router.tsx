import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoading } from "./layouts/page-loading.tsx";
import { PublicLayout } from "./layouts/public-layout.tsx";

/**
 * An owner's screen, under the admin layout: loaded only when it is first shown, inside the
 * layout's MUI theme (the layout is a lazyPage), so it does not bring a theme of its own.
 */
function ownerPage(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: await load() }) };
}

/**
 * A route whose screen is loaded only when it is first shown (smaller first load on a phone), with
 * the shop's MUI theme around it (lib/mui-theme.tsx): MUI's runtime comes with the screen's code,
 * in parallel, and only to the screens that use MUI's components.
 */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const [Screen, { withMuiTheme }] = await Promise.all([load(), import("./lib/mui-theme.tsx")]);
      return { Component: withMuiTheme(Screen) };
    },
  };
}

/**
 * A screen drawn with plain elements and CSS only (the home page, the catalog, a product's page,
 * the cart, the comparison, the company pages, the sign-in screens, the checkout and its summary,
 * the profile and its order history, an order's page, the printable invoice and bill, the 404
 * screen): loaded when first shown, without MUI's theme or runtime. A test
 * (build/plain-screens.test.ts) fails when such a screen imports MUI.
 */
function plainPage(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** Any unknown address: the 404 screen. */
const notFound = plainPage(async () => (await import("./layouts/not-found-page.tsx")).NotFoundPage);

/**
 * The route table: the public pages under the site shell, the admin pages under /admin. No
 * errorElement is set on purpose: React Router's default 'Unexpected Application Error!' screen is
 * the one the shop shows.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: PublicLayout,
    HydrateFallback: PageLoading,
    children: [
      { index: true, ...plainPage(async () => (await import("./features/home/home-page.tsx")).HomePage) },
      {
        path: "product",
        ...plainPage(async () => (await import("./features/catalog/product-page.tsx")).ProductPage),
      },
      {
        path: "singleProduct/:id",
        ...plainPage(
          async () => (await import("./features/catalog/product-detail-page.tsx")).ProductDetailPage,
        ),
      },
      {
        path: "compare",
        ...plainPage(async () => (await import("./features/catalog/compare-page.tsx")).ComparePage),
      },
      {
        path: "service",
        ...plainPage(async () => (await import("./features/company/service-page.tsx")).ServicePage),
      },
      { path: "cart", ...plainPage(async () => (await import("./features/cart/cart-page.tsx")).CartPage) },
      {
        path: "aboutUs",
        ...plainPage(async () => (await import("./features/company/about-page.tsx")).AboutPage),
      },
      {
        path: "passreset",
        ...plainPage(async () => (await import("./features/accounts/pass-reset-page.tsx")).PassResetPage),
      },
      {
        path: "emailVerify",
        ...plainPage(async () => (await import("./features/accounts/email-verify-page.tsx")).EmailVerifyPage),
      },
      {
        path: "changePassword",
        ...plainPage(
          async () => (await import("./features/accounts/change-password-page.tsx")).ChangePasswordPage,
        ),
      },
      {
        path: "login",
        ...plainPage(async () => (await import("./features/accounts/login-page.tsx")).LoginPage),
      },
      {
        path: "register",
        ...plainPage(async () => (await import("./features/accounts/register-page.tsx")).RegisterPage),
      },
      {
        path: "profile",
        ...plainPage(async () => (await import("./features/accounts/profile-page.tsx")).ProfilePage),
        // The order history is its own feature, shown inside the profile page's <Outlet />.
        children: [
          {
            index: true,
            ...plainPage(async () => (await import("./features/orders/order-history.tsx")).OrderHistory),
          },
        ],
      },
      {
        path: "privacy-policy",
        ...plainPage(async () => (await import("./features/company/privacy-page.tsx")).PrivacyPage),
      },
      {
        path: "checkout",
        ...plainPage(async () => (await import("./features/checkout/checkout-page.tsx")).CheckoutPage),
      },
      {
        path: "order/:id",
        ...plainPage(async () => (await import("./features/orders/order-placed-page.tsx")).OrderPlacedPage),
      },
      {
        path: "checkout-summary",
        ...plainPage(
          async () => (await import("./features/checkout/checkout-summary-page.tsx")).CheckoutSummaryPage,
        ),
      },
      { path: "*", ...notFound },
    ],
  },
  // The invoice prints on its own page: no shop header, footer or admin sidebar around it.
  {
    path: "/invoice/:id",
    HydrateFallback: PageLoading,
    ...plainPage(async () => (await import("./features/invoice/invoice-page.tsx")).InvoicePage),
  },
  // A bill or credit note by its own id (the counter's receipt, a credit note), printed the same way.
  {
    path: "/bill/:id",
    HydrateFallback: PageLoading,
    ...plainPage(async () => (await import("./features/invoice/bill-page.tsx")).BillPage),
  },
  {
    path: "/admin",
    // The admin shell is not on a shopper's first download.
    ...lazyPage(async () => (await import("./layouts/admin-layout.tsx")).AdminLayout),
    HydrateFallback: PageLoading,
    children: [
      {
        index: true,
        ...ownerPage(
          async () => (await import("./features/admin-dashboard/dashboard-page.tsx")).DashboardPage,
        ),
      },
      {
        path: "counter",
        ...ownerPage(async () => (await import("./features/counter/counter-page.tsx")).CounterPage),
      },
      {
        path: "bills",
        ...ownerPage(async () => (await import("./features/bills/register-page.tsx")).RegisterPage),
      },
      {
        path: "bills/:id",
        ...ownerPage(async () => (await import("./features/bills/bill-detail-page.tsx")).BillDetailPage),
      },
      {
        path: "warranty",
        ...ownerPage(async () => (await import("./features/warranty/warranty-page.tsx")).WarrantyPage),
      },
      {
        path: "ad-message",
        ...ownerPage(async () => (await import("./features/admin-orders/order-list-page.tsx")).OrderListPage),
      },
      {
        path: "ad-product",
        ...ownerPage(
          async () => (await import("./features/admin-products/add-product-page.tsx")).AddProductPage,
        ),
      },
      {
        path: "ad-productList",
        ...ownerPage(
          async () => (await import("./features/admin-products/product-list-page.tsx")).ProductListPage,
        ),
      },
      {
        path: "ad-productUpdate/:id",
        ...ownerPage(
          async () => (await import("./features/admin-products/update-product-page.tsx")).UpdateProductPage,
        ),
      },
      {
        path: "product/history/:id",
        ...ownerPage(
          async () => (await import("./features/admin-products/product-history-page.tsx")).ProductHistoryPage,
        ),
      },
      {
        path: "ad-userMessage",
        ...ownerPage(async () => (await import("./features/admin-messages/messages-page.tsx")).MessagesPage),
      },
      {
        path: "delivery-areas",
        ...ownerPage(
          async () => (await import("./features/admin-delivery/delivery-areas-page.tsx")).DeliveryAreasPage,
        ),
      },
      {
        path: "ad-contact",
        ...ownerPage(async () => (await import("./features/admin-contact/contact-page.tsx")).ContactPage),
      },
      {
        path: "ad-software",
        ...ownerPage(
          async () => (await import("./features/admin-software/add-software-page.tsx")).AddSoftwarePage,
        ),
      },
      {
        path: "software/list",
        ...ownerPage(
          async () => (await import("./features/admin-software/software-list-page.tsx")).SoftwareListPage,
        ),
      },
      {
        path: "software/update/:id",
        ...ownerPage(
          async () => (await import("./features/admin-software/update-software-page.tsx")).UpdateSoftwarePage,
        ),
      },
      {
        path: "ad-user",
        ...ownerPage(async () => (await import("./features/admin-users/users-page.tsx")).UsersPage),
      },
      {
        path: "view-more-details/:id",
        ...ownerPage(
          async () => (await import("./features/admin-orders/order-detail-page.tsx")).OrderDetailPage,
        ),
      },
      { path: "*", ...notFound },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
