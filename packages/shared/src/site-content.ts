/*
 * Static content of the company site (hero slides, service cards, brand logos): plain data, no
 * schemas, so the pages that show them do not download the validation library with them.
 */

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
