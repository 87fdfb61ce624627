import { z } from "zod";
import { EMAIL_PATTERN } from "./constants.ts";
import { MSG } from "./messages.ts";
import { pageQuery, pageSchema } from "./paging.ts";

/* ---------- Customer messages (SPEC 3, 7.5) ---------- */

export const MESSAGE_MAX = 2000;

/** The contact form: both fields required (SPEC 5), a real address, a bounded message. */
export const messageCreateSchema = z.object(
  {
    email: z
      .string({ error: MSG.fillAll })
      .trim()
      .min(1, MSG.fillAll)
      .max(254, "email must be at most 254 characters")
      .regex(EMAIL_PATTERN, MSG.invalidEmail),
    message: z
      .string({ error: MSG.fillAll })
      .trim()
      .min(1, MSG.fillAll)
      .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  },
  { error: MSG.fillAll },
);
export type MessageCreate = z.infer<typeof messageCreateSchema>;

export const customerMessageSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  message: z.string(),
  createdDate: z.string(),
  /** False until the owner marks it read. */
  read: z.boolean(),
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

/** The owner's message list: paged like every admin list; `unread=true` keeps only new ones. */
export const messageListQuerySchema = z.object({
  ...pageQuery,
  unread: z.enum(["true", "false"], { error: "unread must be true or false" }).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messagePageSchema = pageSchema(customerMessageSchema);

/** Marks a message read, or new again with read=false. */
export const messageReadQuerySchema = z.object({
  read: z
    .enum(["true", "false"], { error: "read must be true or false" })
    .optional()
    .transform((v) => v !== "false"),
});

export const MESSAGE_SENT = "Thank you! Your message has been sent. We will get back to you soon.";

/* ---------- Contact record (SPEC 3, 2.5) ---------- */

export const PAN_FORMAT = "PAN/VAT Number must be the 9 digits of the PAN";

const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((v) => v ?? "");

/** What the admin edits. Every field may be empty (shown as 'N/A'); a given e-mail must be valid. */
export const contactFieldsSchema = z.object({
  aboutCompany: text("About Company", 2000),
  address: text("Address", 300),
  email: text("Email", 254).refine((v) => v === "" || EMAIL_PATTERN.test(v), MSG.invalidEmail),
  phoneNumber: text("Phone Number", 120),
  faxNumber: text("Fax Number", 120),
  openingHours: text("Opening Hours", 200),
  time: text("Time", 200),
  /**
   * Printed on invoices: Nepal's PAN is nine digits (a VAT registration uses the same number).
   * Left out, it stays as it was: a client that predates the field does not wipe it.
   */
  panNumber: z
    .string()
    .trim()
    .max(20, PAN_FORMAT)
    .refine((v) => v === "" || /^\d{9}$/.test(v), PAN_FORMAT)
    .optional(),
});
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  /** The Bikram Sambat date (YYYY-MM-DD) of creation, in the shop's time zone. */
  createdNepDate: z.string(),
  localTimeZone: z.string(),
  activeStatus: z.boolean(),
  lastModifiedDate: z.string(),
  aboutCompany: z.string(),
  address: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  faxNumber: z.string(),
  openingHours: z.string(),
  time: z.string(),
  panNumber: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The field/value table of SPEC 2.5, in its order. */
export const CONTACT_FIELDS = [
  { key: "aboutCompany", label: "About Company" },
  { key: "address", label: "Address" },
  { key: "email", label: "Email" },
  { key: "phoneNumber", label: "Phone Number" },
  { key: "faxNumber", label: "Fax Number" },
  { key: "openingHours", label: "Opening Hours" },
  { key: "time", label: "Time" },
  { key: "panNumber", label: "PAN/VAT Number" },
] as const satisfies readonly { key: keyof ContactFields; label: string }[];

export const CONTACT_EXISTS = "A contact record already exists. Edit it instead.";
export const NO_CONTACT = "No contact details available.";
export const CONTACT_DELETE_CONFIRM = "Are you sure you want to delete this contact?";
export const CONTACT_DELETED = "Contact deleted successfully!";

/** Splits a phone field such as "9842012345, 9812054321" into its numbers. */
export function phoneList(value: string): string[] {
  return value
    .split(/[,;/]/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/* ---------- Static content records (SPEC 3) ---------- */

export interface HeroSlide {
  title: string;
  detail: string;
  detail2: string;
  detail3: string;
  description: string;
  /** A picture drawn for this project, under the web app's public folder. */
  image: string;
  alt: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: "Software Services",
    detail: "Custom software",
    detail2: "Billing and inventory",
    detail3: "Support in Nepali and English",
    description:
      "Retail, restaurant and office software built and supported by our own team in Itahari, so your business keeps running.",
    image: "/company/hero-software.svg",
    alt: "A laptop showing a sales dashboard with charts",
  },
  {
    title: "ASUS PC Set",
    detail: "Ryzen and Intel builds",
    detail2: "27 inch monitors",
    detail3: "One year warranty",
    description:
      "Complete desktop sets assembled and tested in our workshop, ready for office work, study or gaming.",
    image: "/company/hero-pc.svg",
    alt: "A desktop PC tower beside a monitor, keyboard and mouse",
  },
  {
    title: "Networking Services",
    detail: "Office Wi-Fi",
    detail2: "Structured cabling",
    detail3: "CCTV and firewalls",
    description:
      "Fast, secure networks for shops, schools and offices across Koshi Province, planned, installed and maintained.",
    image: "/company/hero-network.svg",
    alt: "A router connected to a laptop, a phone and a server",
  },
];

/** Icon names the web app maps to drawn MUI icons. */
export type ServiceIcon = "web" | "software" | "mobile" | "marketing" | "cloud" | "ecommerce";

export interface ServiceCard {
  icon: ServiceIcon;
  title: string;
  description: string;
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    icon: "web",
    title: "Web Development",
    description: "Fast, mobile-friendly websites that show your business well and are easy to update.",
  },
  {
    icon: "software",
    title: "Software Development",
    description: "Billing, inventory and management software shaped around the way you work.",
  },
  {
    icon: "mobile",
    title: "Mobile App Development",
    description: "Android and iOS apps that keep your customers a tap away from your service.",
  },
  {
    icon: "marketing",
    title: "Digital Marketing",
    description: "Social media, search and ad campaigns that bring local customers to your door.",
  },
  {
    icon: "cloud",
    title: "Cloud Solutions",
    description: "Hosting, backups and e-mail in the cloud, set up safely and looked after for you.",
  },
  {
    icon: "ecommerce",
    title: "E-commerce Solutions",
    description: "Online shops with payments, stock and delivery built in, like the one you are using.",
  },
];

export interface BrandLogo {
  src: string;
  alt: string;
  name: string;
}

/** Four client logos, drawn for this project (fictional local businesses). */
export const BRAND_LOGOS: readonly BrandLogo[] = [
  { src: "/company/brand-sagarmatha.svg", alt: "Sagarmatha Traders logo", name: "Sagarmatha Traders" },
  { src: "/company/brand-koshi-hotel.svg", alt: "Koshi Riverside Hotel logo", name: "Koshi Riverside Hotel" },
  { src: "/company/brand-purwanchal.svg", alt: "Purwanchal Academy logo", name: "Purwanchal Academy" },
  { src: "/company/brand-arun-bank.svg", alt: "Arun Cooperative logo", name: "Arun Cooperative" },
];

export const WHO_BADGES = [
  "Satisfied Projects",
  "Target Fulfilled",
  "Expert Members",
  "Full Supporters",
] as const;

/** Public pages for the sitemap and the server's per-page titles. */
export const PUBLIC_PAGES = [
  {
    path: "/",
    title: "Computer hardware and software in Itahari | Koshi IT Solutions",
    description:
      "Computer parts, laptops, PCs, consoles and networking gear in eastern Nepal, with software, web, cloud and networking services.",
  },
  {
    path: "/product",
    title: "Products | Koshi IT Solutions",
    description:
      "Laptops, PCs, computer parts, controllers, consoles and networking items with prices in Rs.",
  },
  {
    path: "/service",
    title: "Our Services | Koshi IT Solutions",
    description:
      "Web, software and mobile app development, digital marketing, cloud and e-commerce solutions in eastern Nepal.",
  },
  {
    path: "/aboutUs",
    title: "About Us | Koshi IT Solutions",
    description:
      "Who we are: an IT company in Itahari, founded in 2024. Find us on the map or send us a message.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy | Koshi IT Solutions",
    description: "What information Koshi IT Solutions collects, how it is used and kept safe, and cookies.",
  },
] as const;
