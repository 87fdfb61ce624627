/** Header navigation (SPEC 3: navigation item {path, label}). */
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
