import type { Category } from "@shop/shared/constants";
import type { DeliveryAreaValues } from "@shop/shared/delivery";
import type { DrawingKind } from "./pictures.ts";

export interface DemoProduct {
  name: string;
  brand: string;
  model: string;
  category: Category;
  /** Rupees. */
  price: number;
  youSaved: number;
  quantity: number;
  description: string;
  drawing: DrawingKind;
  tint: string;
  /** How many extra pictures (other angles) the product has. */
  extraPictures?: number;
}

/**
 * The demo shop's warranty by category, in months: what shops in Nepal commonly give on such
 * goods. The owner sets each product's own in the product form.
 */
export const DEMO_WARRANTY_MONTHS: Record<Category, number> = {
  "Computer Parts": 36,
  Controllers: 6,
  "Gaming Console": 12,
  "Networking items": 24,
  PC: 12,
  Laptop: 24,
};

/** The demo catalog: plausible stock for a computer shop in eastern Nepal, prices in rupees. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  // Computer Parts
  {
    name: "GeForce RTX 4060 Graphics Card",
    brand: "MSI",
    model: "Ventus 2X 8G OC",
    category: "Computer Parts",
    price: 52500,
    youSaved: 2500,
    quantity: 6,
    drawing: "gpu",
    tint: "#22c55e",
    extraPictures: 2,
    description:
      "8 GB GDDR6 graphics card with DLSS 3 for smooth 1080p gaming and fast video editing. Dual-fan cooling stays quiet under load.",
  },
  {
    name: "Ryzen 5 5600 Processor",
    brand: "AMD",
    model: "100-100000927BOX",
    category: "Computer Parts",
    price: 17800,
    youSaved: 1200,
    quantity: 12,
    drawing: "cpu",
    tint: "#ef4444",
    description:
      "Six cores and twelve threads up to 4.4 GHz, with the Wraith Stealth cooler in the box. A strong, efficient heart for a gaming or office PC.",
  },
  {
    name: "Core i5-12400F Processor",
    brand: "Intel",
    model: "BX8071512400F",
    category: "Computer Parts",
    price: 19500,
    youSaved: 1000,
    quantity: 9,
    drawing: "cpu",
    tint: "#3b82f6",
    description:
      "Six performance cores up to 4.4 GHz on the LGA1700 socket. Needs a graphics card; includes the Laminar cooler.",
  },
  {
    name: "Vengeance LPX 16GB DDR4 RAM",
    brand: "Corsair",
    model: "CMK16GX4M2E3200C16",
    category: "Computer Parts",
    price: 6200,
    youSaved: 400,
    quantity: 25,
    drawing: "ram",
    tint: "#1f2937",
    description:
      "Two 8 GB sticks at 3200 MHz with low-profile heat spreaders that fit under large CPU coolers.",
  },
  {
    name: "970 EVO Plus 1TB NVMe SSD",
    brand: "Samsung",
    model: "MZ-V7S1T0BW",
    category: "Computer Parts",
    price: 11500,
    youSaved: 1500,
    quantity: 14,
    drawing: "ssd",
    tint: "#2563eb",
    extraPictures: 1,
    description: "M.2 NVMe drive with reads up to 3,500 MB/s. Windows boots in seconds and games load fast.",
  },
  {
    name: "A400 480GB SATA SSD",
    brand: "Kingston",
    model: "SA400S37/480G",
    category: "Computer Parts",
    price: 4300,
    youSaved: 300,
    quantity: 30,
    drawing: "ssd",
    tint: "#dc2626",
    description:
      "A simple upgrade that makes an old laptop or desktop feel new: 2.5-inch SATA, up to 500 MB/s.",
  },
  // Controllers
  {
    name: "DualSense Wireless Controller",
    brand: "Sony",
    model: "CFI-ZCT1W",
    category: "Controllers",
    price: 9800,
    youSaved: 700,
    quantity: 10,
    drawing: "controller",
    tint: "#e5e7eb",
    extraPictures: 1,
    description:
      "Haptic feedback and adaptive triggers for PlayStation 5, also works with a PC over USB-C or Bluetooth.",
  },
  {
    name: "Xbox Wireless Controller",
    brand: "Microsoft",
    model: "QAT-00001",
    category: "Controllers",
    price: 8200,
    youSaved: 500,
    quantity: 8,
    drawing: "controller",
    tint: "#16a34a",
    description: "Textured grips, a hybrid D-pad and Bluetooth for Xbox, Windows PCs and phones.",
  },
  {
    name: "F310 Wired Gamepad",
    brand: "Logitech",
    model: "940-000112",
    category: "Controllers",
    price: 3200,
    youSaved: 200,
    quantity: 20,
    drawing: "controller",
    tint: "#374151",
    description: "A dependable plug-and-play USB gamepad for PC games, with a console-style layout.",
  },
  {
    name: "Pro Controller",
    brand: "Nintendo",
    model: "HAC-013",
    category: "Controllers",
    price: 9500,
    youSaved: 0,
    quantity: 3,
    drawing: "controller",
    tint: "#111827",
    description:
      "The full-size controller for Nintendo Switch with motion controls, HD rumble and a 40-hour battery.",
  },
  // Gaming Console
  {
    name: "PlayStation 5 Slim",
    brand: "Sony",
    model: "CFI-2016",
    category: "Gaming Console",
    price: 82000,
    youSaved: 3000,
    quantity: 4,
    drawing: "console",
    tint: "#1d4ed8",
    extraPictures: 2,
    description:
      "1 TB PS5 Slim with the disc drive and one DualSense controller. Ray-traced games at up to 120 frames a second.",
  },
  {
    name: "Xbox Series S",
    brand: "Microsoft",
    model: "RRS-00010",
    category: "Gaming Console",
    price: 52000,
    youSaved: 2000,
    quantity: 5,
    drawing: "console",
    tint: "#15803d",
    description: "The smallest Xbox: all-digital, 512 GB, up to 1440p at 120 FPS, with quick resume.",
  },
  {
    name: "Nintendo Switch OLED",
    brand: "Nintendo",
    model: "HEG-001",
    category: "Gaming Console",
    price: 56000,
    youSaved: 1500,
    quantity: 2,
    drawing: "console",
    tint: "#ef4444",
    description:
      "A 7-inch OLED screen, 64 GB storage and a wide adjustable stand. Play on the TV or anywhere.",
  },
  {
    name: "Steam Deck OLED 512GB",
    brand: "Valve",
    model: "1030",
    category: "Gaming Console",
    price: 92000,
    youSaved: 0,
    quantity: 0,
    drawing: "console",
    tint: "#0ea5e9",
    description:
      "A handheld gaming PC with an HDR OLED screen and your Steam library. Sold out: ask us when the next batch lands.",
  },
  // Networking items
  {
    name: "Archer C6 AC1200 Wi-Fi Router",
    brand: "TP-Link",
    model: "Archer C6",
    category: "Networking items",
    price: 4200,
    youSaved: 300,
    quantity: 18,
    drawing: "router",
    tint: "#22c55e",
    extraPictures: 1,
    description:
      "Dual-band gigabit router with four antennas and MU-MIMO: good coverage for a home or small office.",
  },
  {
    name: "TL-SG108 8-Port Gigabit Switch",
    brand: "TP-Link",
    model: "TL-SG108",
    category: "Networking items",
    price: 2900,
    youSaved: 200,
    quantity: 22,
    drawing: "switch",
    tint: "#f59e0b",
    description: "Eight gigabit ports in a steel case. Plug and play, fanless and silent.",
  },
  {
    name: "EAP225 Ceiling Access Point",
    brand: "TP-Link",
    model: "EAP225",
    category: "Networking items",
    price: 8900,
    youSaved: 600,
    quantity: 7,
    drawing: "router",
    tint: "#0ea5e9",
    description: "Omada AC1350 ceiling-mount access point with PoE, for offices, hotels and cafés.",
  },
  {
    name: "DIR-615 N300 Router",
    brand: "D-Link",
    model: "DIR-615",
    category: "Networking items",
    price: 2300,
    youSaved: 150,
    quantity: 15,
    drawing: "router",
    tint: "#3b82f6",
    description: "An affordable 300 Mbps Wi-Fi router for a flat or small shop.",
  },
  {
    name: "CRS112 Managed Switch",
    brand: "MikroTik",
    model: "CRS112-8P-4S-IN",
    category: "Networking items",
    price: 24500,
    youSaved: 1000,
    quantity: 3,
    drawing: "switch",
    tint: "#ef4444",
    description: "Eight PoE gigabit ports and four SFP cages, managed with RouterOS or SwOS.",
  },
  // PC
  {
    name: "Koshi Gamer Ryzen 5 Desktop",
    brand: "Koshi IT",
    model: "KG-R5-4060",
    category: "PC",
    price: 135000,
    youSaved: 7000,
    quantity: 3,
    drawing: "pc",
    tint: "#22c55e",
    extraPictures: 2,
    description:
      "Our own build: Ryzen 5 5600, RTX 4060, 16 GB RAM, 1 TB NVMe SSD, 650 W power supply, Windows 11. Tested and warranted in our workshop.",
  },
  {
    name: "Koshi Office i3 Desktop",
    brand: "Koshi IT",
    model: "KO-I3-12",
    category: "PC",
    price: 48500,
    youSaved: 2500,
    quantity: 6,
    drawing: "pc",
    tint: "#3b82f6",
    description:
      "Core i3-12100, 8 GB RAM, 512 GB SSD with a 22-inch monitor, keyboard and mouse. Ready for office work and classes.",
  },
  {
    name: "ASUS ExpertCenter D5 Desktop",
    brand: "ASUS",
    model: "D500SD",
    category: "PC",
    price: 78000,
    youSaved: 3000,
    quantity: 4,
    drawing: "pc",
    tint: "#0ea5e9",
    description:
      "Core i5-12400, 8 GB RAM, 512 GB SSD in a compact business tower with a three-year warranty.",
  },
  {
    name: "HP Pro Tower 280 G9",
    brand: "HP",
    model: "280 G9",
    category: "PC",
    price: 72000,
    youSaved: 0,
    quantity: 5,
    drawing: "pc",
    tint: "#6366f1",
    description: "Core i5-12500, 8 GB RAM and a 512 GB SSD in a reliable small-business tower.",
  },
  // Laptop
  {
    name: "VivoBook 15 Laptop",
    brand: "ASUS",
    model: "X1504ZA",
    category: "Laptop",
    price: 68000,
    youSaved: 4000,
    quantity: 8,
    drawing: "laptop",
    tint: "#60a5fa",
    extraPictures: 2,
    description:
      "Core i5-1235U, 8 GB RAM, 512 GB SSD and a 15.6-inch Full HD screen. Light enough for college every day.",
  },
  {
    name: "IdeaPad Slim 3 Laptop",
    brand: "Lenovo",
    model: "15IRU8",
    category: "Laptop",
    price: 74500,
    youSaved: 3500,
    quantity: 6,
    drawing: "laptop",
    tint: "#a78bfa",
    description:
      "Core i5-1335U, 16 GB RAM, 512 GB SSD, backlit keyboard and a privacy shutter on the camera.",
  },
  {
    name: "Victus 15 Gaming Laptop",
    brand: "HP",
    model: "15-fb1013dx",
    category: "Laptop",
    price: 112000,
    youSaved: 6000,
    quantity: 3,
    drawing: "laptop",
    tint: "#f43f5e",
    description: "Ryzen 5 7535HS with RTX 2050, 8 GB RAM, 512 GB SSD and a 144 Hz screen.",
  },
  {
    name: "MacBook Air 13 M2",
    brand: "Apple",
    model: "MLY33",
    category: "Laptop",
    price: 145000,
    youSaved: 5000,
    quantity: 2,
    drawing: "laptop",
    tint: "#94a3b8",
    description:
      "Apple M2 chip, 8 GB memory, 256 GB SSD and a Liquid Retina display, with up to 18 hours of battery.",
  },
  {
    name: "Aspire 3 Laptop",
    brand: "Acer",
    model: "A315-59",
    category: "Laptop",
    price: 52000,
    youSaved: 2000,
    quantity: 10,
    drawing: "laptop",
    tint: "#34d399",
    description: "Core i3-1215U, 8 GB RAM, 512 GB SSD: an honest everyday laptop at a fair price.",
  },
];

export interface DemoSoftware {
  name: string;
  price: number;
  link: string;
  description: string;
  drawing: DrawingKind;
  tint: string;
}

export const DEMO_SOFTWARE: DemoSoftware[] = [
  {
    name: "Retail Management Software",
    price: 25000,
    link: "https://retail.koshiit.com.np",
    description: "Billing, stock, purchase and sales reports for shops and marts, with IRD-ready invoices.",
    drawing: "software-retail",
    tint: "#2563eb",
  },
  {
    name: "Restaurant Management Software",
    price: 30000,
    link: "https://restaurant.koshiit.com.np",
    description: "Table orders, kitchen tickets, billing and daily reports for restaurants and cafés.",
    drawing: "software-restaurant",
    tint: "#f97316",
  },
];

/**
 * Where the demo shop in Itahari delivers, with charges a shop in Sunsari would ask: its own town
 * cheapest, the Jhapa towns dearest, and an area the owner has switched off. Every city of the
 * demo customers is here, so their home deliveries are placed with a charge.
 */
export const DEMO_DELIVERY_AREAS: DeliveryAreaValues[] = [
  { name: "Itahari", charge: 100, freeFrom: 10_000, active: true },
  { name: "Dharan", charge: 150, freeFrom: 25_000, active: true },
  { name: "Inaruwa", charge: 150, freeFrom: 25_000, active: true },
  { name: "Biratnagar", charge: 200, freeFrom: 30_000, active: true },
  { name: "Duhabi", charge: 150, freeFrom: 25_000, active: true },
  { name: "Damak", charge: 350, freeFrom: 50_000, active: true },
  { name: "Birtamod", charge: 400, freeFrom: 50_000, active: true },
  { name: "Dhankuta", charge: 400, freeFrom: null, active: false },
];
