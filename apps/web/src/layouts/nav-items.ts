/** Header navigation: each item is a path and its label. */
export const NAV_ITEMS = [
  { path: "/", label: "Home" },
  { path: "/product", label: "Product" },
  { path: "/service", label: "Service" },
  { path: "/aboutUs", label: "AboutUs" },
  { path: "/privacy-policy", label: "Privacy Policy" },
] as const;

export const FOOTER_LINKS = [
  { path: "/", label: "Home" },
  { path: "/product", label: "Product" },
  { path: "/service", label: "Services" },
  { path: "/aboutUs", label: "About Us" },
] as const;

/** The company's social pages, linked from the footer; they open in a new tab. */
export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/koshiitsolutions" },
  { label: "Instagram", href: "https://www.instagram.com/koshiitsolutions" },
  { label: "TikTok", href: "https://www.tiktok.com/@koshiitsolutions" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/koshiitsolutions" },
] as const;

/** Whether a menu entry is the current page; a product's own page belongs to Product. */
export function isCurrent(pathname: string, path: string): boolean {
  return path === "/"
    ? pathname === "/"
    : pathname === path ||
        pathname.startsWith(`${path}/`) ||
        (path === "/product" && pathname.startsWith("/singleProduct/"));
}
