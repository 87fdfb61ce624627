/** Business constants (timings, limits, company details), shared by the server and the web app. */

/** The catalog's sort orders (here, not beside the schemas: the catalog page needs only the list). */
export const PRODUCT_SORTS = ["newest", "price-asc", "price-desc", "name"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const CATEGORIES = [
  "Computer Parts",
  "Controllers",
  "Gaming Console",
  "Networking items",
  "PC",
  "Laptop",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DELIVERY_TYPES = ["store", "home"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const ROLES = ["Admin", "Customer"] as const;
export type Role = (typeof ROLES)[number];

export const TIMINGS = {
  heroRotateMs: 3000,
  splashMs: 3000,
  siteShownMs: 3400,
  introBannerMs: 4000,
  /** A success toast hides after 1 second. */
  toastMs: 1000,
  /**
   * A warning or error toast stays at least this long (and until closed or no longer hovered or
   * focused): a second is too short to read what went wrong (issue 15).
   */
  problemToastMs: 6000,
  redirectMs: 2000,
  checkoutRedirectMs: 1000,
  marketingAnimationMs: 1000,
  serviceCardDelayStepMs: 200,
} as const;

export const AOS_DEFAULTS = { offset: 120, duration: 400, delay: 0 } as const;

export const MARKETING_FEATURES_SHOWN = 5;
export const LIST_TEXT_CUT = 20;

/** Phone rule: ten digits starting 98 or 97 (a Nepali mobile number). */
export const PHONE_PATTERN = /^9[78]\d{8}$/;
/** A deliberately simple e-mail pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const COMPANY = {
  name: "Koshi IT Solutions",
  shortName: "Koshi IT",
  founded: 2024,
  town: "Itahari",
  address: "Main Road, Itahari-4, Sunsari, Koshi Province, Nepal",
  email: "info@koshiit.com.np",
  mobiles: ["9842012345", "9812054321"],
  landline: "025-587654",
  openingHours: "10am to 5pm",
  openingDays: "Sunday to Friday",
} as const;
