import type { Category } from "@shop/shared/constants";

/**
 * A made-up but plausible hardware catalog of any size, the same on every run: graphics cards,
 * processors, memory, drives, boards, monitors, controllers, consoles, routers, desktops and
 * laptops, with the brands, model numbers and specifications a shop in Nepal sells. Used by the
 * scale data (tests and `npm run bench:scale`), so searches meet real-looking names.
 */

export interface ScaleProduct {
  name: string;
  brand: string;
  model: string;
  category: Category;
  /** Rupees. */
  price: number;
  youSaved: number;
  description: string;
  specs: { label: string; value: string }[];
}

/** A small seeded random source (mulberry32): the same catalog on every run. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

/** Rounds a price to what a shop asks: the nearest 100 rupees, minus one hundred's worth of charm. */
const shopPrice = (rupees: number) => Math.max(100, Math.round(rupees / 100) * 100);
const code = (r: Random, letters: string, digits: number) =>
  `${letters}${String(r.int(10 ** digits)).padStart(digits, "0")}`;

type Maker = (r: Random) => Omit<ScaleProduct, "youSaved" | "description"> & { blurb: string };

const GPU_CHIPS = [
  { chip: "GeForce RTX 3050", mem: 6, price: 28_000, maker: "nvidia" },
  { chip: "GeForce RTX 3060", mem: 12, price: 42_000, maker: "nvidia" },
  { chip: "GeForce RTX 4060", mem: 8, price: 52_000, maker: "nvidia" },
  { chip: "GeForce RTX 4060 Ti", mem: 8, price: 65_000, maker: "nvidia" },
  { chip: "GeForce RTX 4060 Ti", mem: 16, price: 78_000, maker: "nvidia" },
  { chip: "GeForce RTX 4070", mem: 12, price: 92_000, maker: "nvidia" },
  { chip: "GeForce RTX 4070 Super", mem: 12, price: 105_000, maker: "nvidia" },
  { chip: "GeForce RTX 4070 Ti Super", mem: 16, price: 135_000, maker: "nvidia" },
  { chip: "GeForce RTX 4080 Super", mem: 16, price: 170_000, maker: "nvidia" },
  { chip: "GeForce RTX 4090", mem: 24, price: 310_000, maker: "nvidia" },
  { chip: "Radeon RX 6600", mem: 8, price: 36_000, maker: "amd" },
  { chip: "Radeon RX 7600", mem: 8, price: 44_000, maker: "amd" },
  { chip: "Radeon RX 7700 XT", mem: 12, price: 72_000, maker: "amd" },
  { chip: "Radeon RX 7800 XT", mem: 16, price: 88_000, maker: "amd" },
  { chip: "Arc A750", mem: 8, price: 38_000, maker: "intel" },
] as const;
const GPU_PARTNERS = {
  nvidia: [
    { brand: "MSI", lines: ["Ventus 2X", "Ventus 3X", "Gaming X Trio", "Gaming X Slim"] },
    { brand: "ASUS", lines: ["Dual", "TUF Gaming", "ROG Strix", "Prime"] },
    { brand: "Gigabyte", lines: ["Eagle", "Windforce", "Gaming OC", "Aero OC"] },
    { brand: "Zotac", lines: ["Twin Edge", "Trinity", "AMP"] },
    { brand: "Palit", lines: ["StormX", "Dual", "JetStream"] },
  ],
  amd: [
    { brand: "Sapphire", lines: ["Pulse", "Nitro+"] },
    { brand: "PowerColor", lines: ["Fighter", "Hellhound", "Red Devil"] },
    { brand: "XFX", lines: ["Speedster SWFT", "Speedster MERC"] },
  ],
  intel: [{ brand: "ASRock", lines: ["Challenger", "Phantom Gaming"] }],
};

const gpu: Maker = (r) => {
  const c = r.pick(GPU_CHIPS);
  const partner = r.pick(GPU_PARTNERS[c.maker]);
  const line = r.pick(partner.lines);
  const oc = r.next() < 0.5;
  const white = r.next() < 0.15;
  const short = c.chip.replace(/^(GeForce|Radeon|Arc) /, "").replaceAll(" ", "");
  return {
    name: `${c.chip} ${line}${oc ? " OC" : ""}${white ? " White" : ""} ${c.mem}GB Graphics Card`,
    brand: partner.brand,
    model: `${short}-${line.split(" ")[0]!.toUpperCase()}-${c.mem}G${oc ? "-OC" : ""}-${code(r, "", 3)}`,
    category: "Computer Parts",
    price: shopPrice(c.price * (1 + r.next() * 0.15) + (oc ? 1500 : 0)),
    specs: [
      { label: "Graphics chip", value: c.chip },
      {
        label: "Memory",
        value: `${c.mem} GB ${c.maker === "nvidia" && c.price > 60_000 ? "GDDR6X" : "GDDR6"}`,
      },
      { label: "Outputs", value: "3 × DisplayPort 1.4a, 1 × HDMI 2.1" },
      { label: "Power connector", value: c.price > 100_000 ? "16-pin (12VHPWR)" : "1 × 8-pin" },
      { label: "Recommended PSU", value: `${c.price > 150_000 ? 850 : c.price > 80_000 ? 750 : 550} W` },
      { label: "Warranty", value: "3 years" },
    ],
    blurb: `${c.mem} GB graphics card with ${partner.brand} ${line} cooling for smooth 1080p and 1440p gaming.`,
  };
};

const CPUS = [
  ["AMD", "Ryzen 5 5600", 6, 17_800, "AM4"],
  ["AMD", "Ryzen 5 5600X", 6, 20_500, "AM4"],
  ["AMD", "Ryzen 7 5700X", 8, 26_000, "AM4"],
  ["AMD", "Ryzen 7 5800X3D", 8, 42_000, "AM4"],
  ["AMD", "Ryzen 5 7600", 6, 29_000, "AM5"],
  ["AMD", "Ryzen 5 7600X", 6, 31_500, "AM5"],
  ["AMD", "Ryzen 7 7700X", 8, 43_000, "AM5"],
  ["AMD", "Ryzen 7 7800X3D", 8, 58_000, "AM5"],
  ["AMD", "Ryzen 9 7900X", 12, 62_000, "AM5"],
  ["AMD", "Ryzen 9 7950X", 16, 88_000, "AM5"],
  ["Intel", "Core i3-12100F", 4, 11_500, "LGA1700"],
  ["Intel", "Core i5-12400F", 6, 19_500, "LGA1700"],
  ["Intel", "Core i5-13400F", 10, 27_000, "LGA1700"],
  ["Intel", "Core i5-14400F", 10, 29_500, "LGA1700"],
  ["Intel", "Core i5-14600K", 14, 45_000, "LGA1700"],
  ["Intel", "Core i7-13700K", 16, 58_000, "LGA1700"],
  ["Intel", "Core i7-14700K", 20, 64_000, "LGA1700"],
  ["Intel", "Core i9-14900K", 24, 92_000, "LGA1700"],
] as const;

const cpu: Maker = (r) => {
  const [brand, chip, cores, price, socket] = r.pick(CPUS);
  const tray = r.next() < 0.3;
  return {
    name: `${chip} Processor${tray ? " (Tray)" : ""}`,
    brand,
    model: brand === "AMD" ? `100-${code(r, "", 9)}${tray ? "" : "BOX"}` : `BX8071${code(r, "", 5)}`,
    category: "Computer Parts",
    price: shopPrice(price * (tray ? 0.93 : 1) * (1 + r.next() * 0.08)),
    specs: [
      { label: "Cores", value: String(cores) },
      { label: "Socket", value: socket },
      { label: "Cooler in the box", value: tray ? "No" : "Yes" },
      { label: "Warranty", value: tray ? "1 year" : "3 years" },
    ],
    blurb: `${cores} cores on the ${socket} socket for gaming, editing and everyday work.`,
  };
};

const RAM_LINES = [
  ["Kingston", "Fury Beast"],
  ["Kingston", "Fury Renegade"],
  ["Corsair", "Vengeance LPX"],
  ["Corsair", "Vengeance RGB"],
  ["G.Skill", "Ripjaws V"],
  ["G.Skill", "Trident Z5"],
  ["Crucial", "Pro"],
  ["ADATA", "XPG Lancer"],
  ["TeamGroup", "T-Force Delta"],
] as const;

const ram: Maker = (r) => {
  const [brand, line] = r.pick(RAM_LINES);
  const ddr5 = r.next() < 0.45;
  const size = r.pick([8, 16, 16, 32, 32, 64]);
  const speed = ddr5 ? r.pick([4800, 5600, 6000, 6400]) : r.pick([2666, 3200, 3200, 3600]);
  const laptop = r.next() < 0.25;
  return {
    name: `${line} ${size}GB ${ddr5 ? "DDR5" : "DDR4"} ${speed}MHz ${laptop ? "Laptop RAM (SO-DIMM)" : "RAM"}`,
    brand,
    model: `${brand.slice(0, 2).toUpperCase()}${ddr5 ? "D5" : "D4"}-${size}G${speed}${code(r, "C", 3)}`,
    category: "Computer Parts",
    price: shopPrice(size * (ddr5 ? 420 : 330) * (1 + r.next() * 0.2) + (line.includes("RGB") ? 900 : 0)),
    specs: [
      { label: "Capacity", value: size > 16 && !laptop ? `${size} GB (2 × ${size / 2} GB)` : `${size} GB` },
      { label: "Type", value: `${ddr5 ? "DDR5" : "DDR4"} ${laptop ? "SO-DIMM" : "DIMM"}` },
      { label: "Speed", value: `${speed} MHz` },
      { label: "Warranty", value: "Lifetime" },
    ],
    blurb: `${size} GB of ${ddr5 ? "DDR5" : "DDR4"} memory at ${speed} MHz.`,
  };
};

const SSD_LINES = [
  ["Samsung", "970 EVO Plus NVMe SSD", "NVMe PCIe 3.0", 1.0],
  ["Samsung", "980 NVMe SSD", "NVMe PCIe 3.0", 0.95],
  ["Samsung", "980 PRO NVMe SSD", "NVMe PCIe 4.0", 1.3],
  ["Samsung", "990 PRO NVMe SSD", "NVMe PCIe 4.0", 1.5],
  ["Samsung", "870 EVO SATA SSD", "SATA III 2.5-inch", 0.9],
  ["Kingston", "A400 SATA SSD", "SATA III 2.5-inch", 0.55],
  ["Kingston", "NV2 NVMe SSD", "NVMe PCIe 4.0", 0.7],
  ["Kingston", "KC3000 NVMe SSD", "NVMe PCIe 4.0", 1.15],
  ["Western Digital", "WD Blue SN580 NVMe SSD", "NVMe PCIe 4.0", 0.8],
  ["Western Digital", "WD Black SN850X NVMe SSD", "NVMe PCIe 4.0", 1.4],
  ["Crucial", "P3 Plus NVMe SSD", "NVMe PCIe 4.0", 0.75],
  ["Crucial", "MX500 SATA SSD", "SATA III 2.5-inch", 0.8],
  ["ADATA", "Legend 800 NVMe SSD", "NVMe PCIe 4.0", 0.65],
] as const;

const ssd: Maker = (r) => {
  const [brand, line, bus, factor] = r.pick(SSD_LINES);
  const size = r.pick(["250GB", "500GB", "1TB", "1TB", "2TB", "4TB"] as const);
  const gb = { "250GB": 250, "500GB": 500, "1TB": 1000, "2TB": 2000, "4TB": 4000 }[size];
  const words = line.split(" ");
  const kind = words.slice(-2).join(" ");
  return {
    name: `${words.slice(0, -2).join(" ")} ${size} ${kind}`,
    brand,
    model: `${brand === "Samsung" ? "MZ-" : ""}${code(r, brand.slice(0, 2).toUpperCase(), 4)}-${size}`,
    category: "Computer Parts",
    price: shopPrice((2500 + gb * 6.5) * factor * (1 + r.next() * 0.1)),
    specs: [
      { label: "Capacity", value: size.replace("GB", " GB").replace("TB", " TB") },
      { label: "Interface", value: bus },
      { label: "Form factor", value: bus.startsWith("SATA") ? "2.5-inch" : "M.2 2280" },
      {
        label: "Read speed",
        value: `Up to ${bus.startsWith("SATA") ? 560 : bus.includes("4.0") ? 7000 : 3500} MB/s`,
      },
      { label: "Warranty", value: bus.startsWith("SATA") && factor < 0.7 ? "3 years" : "5 years" },
    ],
    blurb: `${size} of fast storage: quicker starts and loading than any hard disk.`,
  };
};

const BOARD_CHIPSETS = [
  ["B550", "AM4", 14_000],
  ["B650", "AM5", 21_000],
  ["X670E", "AM5", 42_000],
  ["A620", "AM5", 13_000],
  ["H610", "LGA1700", 10_500],
  ["B760", "LGA1700", 16_500],
  ["Z790", "LGA1700", 32_000],
] as const;
const BOARD_BRANDS = [
  ["ASUS", ["Prime", "TUF Gaming", "ROG Strix"]],
  ["MSI", ["Pro", "MAG Tomahawk", "MPG"]],
  ["Gigabyte", ["DS3H", "Aorus Elite", "Gaming X"]],
  ["ASRock", ["Pro RS", "Steel Legend", "Phantom Gaming"]],
] as const;

const motherboard: Maker = (r) => {
  const [chipset, socket, price] = r.pick(BOARD_CHIPSETS);
  const [brand, lines] = r.pick(BOARD_BRANDS);
  const line = r.pick(lines);
  const wifi = r.next() < 0.4;
  const size = r.pick(["ATX", "Micro-ATX", "Mini-ITX"] as const);
  const m = size === "Micro-ATX" ? "M" : size === "Mini-ITX" ? "I" : "";
  return {
    name: `${line} ${chipset}${m}${wifi ? " WiFi" : ""} Motherboard`,
    brand,
    model: `${chipset}${m}-${line.split(" ")[0]!.toUpperCase()}${wifi ? "-WIFI" : ""}`,
    category: "Computer Parts",
    price: shopPrice(price * (1 + r.next() * 0.3) + (wifi ? 2200 : 0)),
    specs: [
      { label: "Socket", value: socket },
      { label: "Chipset", value: chipset },
      { label: "Form factor", value: size },
      { label: "Memory slots", value: size === "Mini-ITX" ? "2" : "4" },
      { label: "Wi-Fi", value: wifi ? "Wi-Fi 6E and Bluetooth 5.3" : "No" },
      { label: "Warranty", value: "3 years" },
    ],
    blurb: `A ${size} board for ${socket} processors.`,
  };
};

const PSU_BRANDS = [
  ["Corsair", ["CV", "CX", "RM", "RMx"]],
  ["Cooler Master", ["MWE Bronze", "MWE Gold", "V Gold"]],
  ["Antec", ["CSK", "NeoECO", "HCG"]],
  ["DeepCool", ["PK", "PM", "PQ"]],
  ["Gigabyte", ["P", "UD"]],
] as const;

const psu: Maker = (r) => {
  const [brand, lines] = r.pick(PSU_BRANDS);
  const line = r.pick(lines);
  const watts = r.pick([450, 550, 650, 750, 850, 1000]);
  const gold = /Gold|RM|HCG|PQ|UD/.test(line);
  return {
    name: `${line} ${watts}W ${gold ? "80 Plus Gold" : "80 Plus Bronze"} Power Supply`,
    brand,
    model: `${line.replaceAll(" ", "").toUpperCase()}${watts}${code(r, "-", 2)}`,
    category: "Computer Parts",
    price: shopPrice(watts * (gold ? 14 : 10) * (1 + r.next() * 0.2)),
    specs: [
      { label: "Power", value: `${watts} W` },
      { label: "Efficiency", value: gold ? "80 Plus Gold" : "80 Plus Bronze" },
      { label: "Modular", value: gold ? "Fully modular" : "Non-modular" },
      { label: "Warranty", value: gold ? "10 years" : "5 years" },
    ],
    blurb: `${watts} W of steady power for a gaming or office PC.`,
  };
};

const MONITORS = [
  ["Samsung", "Odyssey G5", 27, "QHD 2560 × 1440", 165, 38_000],
  ["Samsung", "Essential S3", 24, "Full HD 1920 × 1080", 75, 16_000],
  ["LG", "UltraGear", 27, "QHD 2560 × 1440", 180, 42_000],
  ["LG", "UltraWide", 29, "WFHD 2560 × 1080", 100, 33_000],
  ["Dell", "S2421HN", 24, "Full HD 1920 × 1080", 75, 18_500],
  ["Dell", "G2724D", 27, "QHD 2560 × 1440", 165, 45_000],
  ["ASUS", "TUF Gaming VG249Q", 24, "Full HD 1920 × 1080", 165, 27_000],
  ["AOC", "24G2SP", 24, "Full HD 1920 × 1080", 165, 23_500],
  ["ViewSonic", "VA2432-H", 24, "Full HD 1920 × 1080", 100, 15_000],
  ["MSI", "G274F", 27, "Full HD 1920 × 1080", 180, 30_000],
] as const;

const monitor: Maker = (r) => {
  const [brand, line, inches, resolution, hz, price] = r.pick(MONITORS);
  const curved = r.next() < 0.2;
  return {
    name: `${line} ${inches}-inch ${hz}Hz ${curved ? "Curved " : ""}Monitor`,
    brand,
    model: `${brand.slice(0, 1)}${inches}${code(r, "", 4)}${curved ? "C" : ""}`,
    category: "Computer Parts",
    price: shopPrice(price * (1 + r.next() * 0.12) + (curved ? 3000 : 0)),
    specs: [
      { label: "Screen", value: `${inches}-inch IPS${curved ? ", curved" : ""}` },
      { label: "Resolution", value: resolution },
      { label: "Refresh rate", value: `${hz} Hz` },
      { label: "Inputs", value: "HDMI, DisplayPort" },
      { label: "Warranty", value: "3 years" },
    ],
    blurb: `A ${inches}-inch screen at ${hz} Hz.`,
  };
};

const PERIPHERALS = [
  ["Logitech", "G102 Lightsync Gaming Mouse", 2_900],
  ["Logitech", "MX Master 3S Wireless Mouse", 14_500],
  ["Logitech", "K120 Keyboard", 1_300],
  ["Logitech", "MK270 Wireless Keyboard and Mouse", 3_400],
  ["Redragon", "K552 Kumara Mechanical Keyboard", 4_800],
  ["HyperX", "Cloud II Gaming Headset", 9_500],
  ["Razer", "DeathAdder Essential Gaming Mouse", 3_200],
  ["Fantech", "Raigor II Gaming Mouse", 1_700],
  ["APC", "Back-UPS BX650 UPS", 9_200],
  ["Cooler Master", "Hyper 212 Black CPU Cooler", 4_900],
  ["DeepCool", "AK400 CPU Cooler", 4_300],
  ["Lian Li", "Lancool 216 Case", 13_500],
  ["NZXT", "H5 Flow Case", 14_000],
  ["Ant Esports", "ICE-100 Case", 5_200],
  ["Seagate", "Barracuda 2TB Hard Disk", 7_800],
  ["Western Digital", "WD Purple 4TB Surveillance Hard Disk", 13_800],
  ["SanDisk", "Ultra Flair 64GB USB 3.0 Pen Drive", 1_100],
] as const;

const peripheral: Maker = (r) => {
  const [brand, name, price] = r.pick(PERIPHERALS);
  const colour = r.pick(["Black", "Black", "White", "Grey"]);
  return {
    name: `${name}${colour === "Black" ? "" : ` (${colour})`}`,
    brand,
    model: code(r, `${brand.slice(0, 2).toUpperCase()}-`, 5),
    category: "Computer Parts",
    price: shopPrice(price * (1 + r.next() * 0.1)),
    specs: [
      { label: "Colour", value: colour },
      { label: "Warranty", value: r.pick(["1 year", "2 years"]) },
    ],
    blurb: `${name} from ${brand}.`,
  };
};

const CONTROLLERS = [
  ["Sony", "DualSense Wireless Controller", 9_800, "PlayStation 5, PC"],
  ["Sony", "DualSense Edge Wireless Controller", 26_000, "PlayStation 5, PC"],
  ["Sony", "DualShock 4 Wireless Controller", 6_900, "PlayStation 4, PC"],
  ["Microsoft", "Xbox Wireless Controller", 7_800, "Xbox Series X|S, Xbox One, PC"],
  ["Microsoft", "Xbox Elite Wireless Controller Series 2", 24_500, "Xbox Series X|S, PC"],
  ["Logitech", "F310 Wired Gamepad", 3_100, "PC"],
  ["Logitech", "F710 Wireless Gamepad", 5_600, "PC"],
  ["Nintendo", "Switch Pro Controller", 9_500, "Nintendo Switch"],
  ["Nintendo", "Joy-Con Pair", 11_000, "Nintendo Switch"],
  ["8BitDo", "Pro 2 Bluetooth Controller", 7_200, "Switch, PC, Android"],
  ["8BitDo", "Ultimate 2.4G Controller", 6_400, "PC, Android"],
  ["PowerA", "Enhanced Wired Controller", 4_800, "Xbox Series X|S, PC"],
  ["Fantech", "WGP13 Shooter II Gamepad", 2_600, "PC, PlayStation 3"],
] as const;
const COLOURS = [
  "Black",
  "White",
  "Cosmic Red",
  "Midnight Black",
  "Starlight Blue",
  "Volcanic Red",
  "Grey Camo",
];

const controller: Maker = (r) => {
  const [brand, name, price, works] = r.pick(CONTROLLERS);
  const colour = r.pick(COLOURS);
  return {
    name: `${name} ${colour}`,
    brand,
    model: code(r, `${brand.slice(0, 3).toUpperCase()}-`, 5),
    category: "Controllers",
    price: shopPrice(price * (1 + r.next() * 0.1)),
    specs: [
      { label: "Works with", value: works },
      { label: "Connection", value: name.includes("Wired") ? "USB cable" : "Bluetooth or USB-C cable" },
      { label: "Colour", value: colour },
      { label: "Warranty", value: "1 year" },
    ],
    blurb: `${name} in ${colour}.`,
  };
};

const CONSOLES = [
  ["Sony", "PlayStation 5 Slim Disc Edition", 78_000, "1 TB SSD"],
  ["Sony", "PlayStation 5 Slim Digital Edition", 68_000, "1 TB SSD"],
  ["Sony", "PlayStation 5 Pro", 115_000, "2 TB SSD"],
  ["Sony", "PlayStation 4 Slim", 42_000, "500 GB"],
  ["Sony", "PlayStation Portal Remote Player", 32_000, "none"],
  ["Microsoft", "Xbox Series S", 48_000, "512 GB SSD"],
  ["Microsoft", "Xbox Series X", 82_000, "1 TB SSD"],
  ["Nintendo", "Switch OLED", 52_000, "64 GB"],
  ["Nintendo", "Switch Lite", 32_000, "32 GB"],
  ["Valve", "Steam Deck OLED 512GB", 92_000, "512 GB SSD"],
  ["ASUS", "ROG Ally Handheld", 88_000, "512 GB SSD"],
  ["Lenovo", "Legion Go Handheld", 105_000, "512 GB SSD"],
] as const;
const GAMES = [
  "",
  "",
  "",
  " with EA Sports FC 25",
  " with Call of Duty",
  " with Mario Kart 8",
  " with two controllers",
];

const gameConsole: Maker = (r) => {
  const [brand, name, price, storage] = r.pick(CONSOLES);
  const bundle = r.pick(GAMES);
  return {
    name: `${name}${bundle}`,
    brand,
    model: code(r, `${brand.slice(0, 3).toUpperCase()}-`, 6),
    category: "Gaming Console",
    price: shopPrice(price * (1 + r.next() * 0.08) + (bundle ? 7000 : 0)),
    specs: [
      { label: "Storage", value: storage },
      {
        label: "In the box",
        value: bundle
          ? `Console, controller, cables${bundle.replace(" with", ",")}`
          : "Console, controller, cables",
      },
      { label: "Warranty", value: "1 year" },
    ],
    blurb: `${name}${bundle}, ready to play.`,
  };
};

const NETWORK = [
  ["TP-Link", "Archer C6 AC1200 Wi-Fi Router", 4_200, "Wi-Fi 5, dual band"],
  ["TP-Link", "Archer C64 AC1200 Wi-Fi Router", 4_500, "Wi-Fi 5, dual band"],
  ["TP-Link", "Archer AX23 AX1800 Wi-Fi 6 Router", 7_900, "Wi-Fi 6, dual band"],
  ["TP-Link", "Archer AX55 AX3000 Wi-Fi 6 Router", 11_500, "Wi-Fi 6, dual band"],
  ["TP-Link", "Deco M4 Mesh Wi-Fi (3-pack)", 14_500, "Wi-Fi 5 mesh"],
  ["TP-Link", "TL-SG108 8-Port Gigabit Switch", 2_900, "8 × gigabit"],
  ["TP-Link", "TL-SF1016D 16-Port Switch", 3_800, "16 × 100 Mbit"],
  ["TP-Link", "EAP225 Ceiling Access Point", 9_500, "Wi-Fi 5, PoE"],
  ["D-Link", "DIR-615 N300 Router", 2_300, "Wi-Fi 4"],
  ["D-Link", "DGS-1008A 8-Port Gigabit Switch", 2_700, "8 × gigabit"],
  ["MikroTik", "hAP ac2 Router", 9_800, "Wi-Fi 5, 5 × gigabit"],
  ["MikroTik", "RB750Gr3 hEX Router", 7_200, "5 × gigabit"],
  ["MikroTik", "CRS112 Managed Switch", 22_000, "8 × gigabit, 4 × SFP"],
  ["Ubiquiti", "UniFi U6 Lite Access Point", 19_500, "Wi-Fi 6, PoE"],
  ["Tenda", "AC10 AC1200 Router", 3_600, "Wi-Fi 5, dual band"],
  ["D-Link", "Cat6 Ethernet Cable", 600, "Cat6 UTP"],
] as const;

const networking: Maker = (r) => {
  const [brand, name, price, kind] = r.pick(NETWORK);
  const cable = name.includes("Cable");
  const length = r.pick([1, 2, 3, 5, 10, 20]);
  const version = r.pick(["", "", " V2", " V3", " V4"]);
  return {
    name: cable ? `${name} ${length}m` : `${name}${version}`,
    brand,
    model: code(r, `${brand.slice(0, 2).toUpperCase()}`, 5),
    category: "Networking items",
    price: shopPrice(cable ? price + length * 60 : price * (1 + r.next() * 0.1)),
    specs: [
      { label: "Type", value: kind },
      ...(cable ? [{ label: "Length", value: `${length} m` }] : []),
      { label: "Warranty", value: cable ? "6 months" : "2 years" },
    ],
    blurb: `${name} for the home or office network.`,
  };
};

const PC_BRANDS = [
  ["Koshi IT", "Koshi Gamer"],
  ["Koshi IT", "Koshi Office"],
  ["HP", "Pro Tower 280 G9"],
  ["Dell", "OptiPlex 3000 Tower"],
  ["Lenovo", "ThinkCentre neo 50t"],
  ["ASUS", "ExpertCenter D5"],
  ["Acer", "Veriton X"],
] as const;
const PROCESSORS = [
  ["Core i3-12100", 0],
  ["Core i5-12400", 8_000],
  ["Core i5-13400", 12_000],
  ["Core i7-13700", 30_000],
  ["Ryzen 5 5600G", 6_000],
  ["Ryzen 5 7600", 14_000],
  ["Ryzen 7 7700", 26_000],
] as const;

const desktop: Maker = (r) => {
  const [brand, line] = r.pick(PC_BRANDS);
  const [proc, extra] = r.pick(PROCESSORS);
  const memory = r.pick([8, 16, 16, 32]);
  const storage = r.pick(["256GB SSD", "512GB SSD", "1TB SSD", "512GB SSD + 1TB HDD"]);
  const gaming = line === "Koshi Gamer";
  const card = gaming ? r.pick(["RTX 3050", "RTX 4060", "RTX 4060 Ti", "RX 7600"]) : null;
  return {
    name: `${line} ${proc.replace(/^Core /, "")} ${memory}GB ${storage.split(" ")[0]}${card ? ` ${card}` : ""} Desktop`,
    brand,
    model: code(r, `${brand.slice(0, 2).toUpperCase()}-PC`, 4),
    category: "PC",
    price: shopPrice(48_000 + extra + memory * 450 + (card ? 45_000 : 0) + r.next() * 6000),
    specs: [
      { label: "Processor", value: proc },
      { label: "RAM", value: `${memory} GB DDR4` },
      { label: "Storage", value: storage.replace("GB", " GB").replace("TB", " TB") },
      { label: "Graphics", value: card ?? "Integrated" },
      { label: "Operating system", value: r.pick(["Windows 11 Home", "FreeDOS"]) },
      { label: "Warranty", value: brand === "Koshi IT" ? "1 year, at our shop" : "3 years" },
    ],
    blurb: `${line} with ${proc} and ${memory} GB of memory.`,
  };
};

const LAPTOPS = [
  ["ASUS", "VivoBook 15", "X1504", 62_000, false],
  ["ASUS", "Zenbook 14 OLED", "UX3405", 135_000, false],
  ["ASUS", "TUF Gaming F15", "FX507", 125_000, true],
  ["ASUS", "ROG Strix G16", "G614", 210_000, true],
  ["Lenovo", "IdeaPad Slim 3", "15IRU8", 68_000, false],
  ["Lenovo", "ThinkPad E14 Gen 5", "21JK", 115_000, false],
  ["Lenovo", "LOQ 15", "15IRH8", 118_000, true],
  ["Lenovo", "Legion 5", "16IRX9", 195_000, true],
  ["HP", "15s", "fq5111TU", 64_000, false],
  ["HP", "Victus 15", "fa1093dx", 112_000, true],
  ["HP", "Pavilion 14", "dv2051TU", 95_000, false],
  ["HP", "EliteBook 840 G10", "840G10", 185_000, false],
  ["Dell", "Inspiron 15 3520", "3520", 72_000, false],
  ["Dell", "Vostro 3420", "3420", 70_000, false],
  ["Dell", "Latitude 5440", "5440", 150_000, false],
  ["Acer", "Aspire 3", "A315-59", 58_000, false],
  ["Acer", "Aspire 7", "A715-76G", 98_000, true],
  ["Acer", "Nitro V 15", "ANV15-51", 115_000, true],
  ["Apple", "MacBook Air 13 M2", "MLY33", 165_000, false],
  ["Apple", "MacBook Air 15 M3", "MRYM3", 215_000, false],
  ["Apple", "MacBook Pro 14 M3", "MTL73", 260_000, false],
  ["MSI", "Thin GF63", "12VE", 105_000, true],
  ["MSI", "Katana 15", "B13VFK", 150_000, true],
] as const;
const LAPTOP_CPUS = [
  "Core i3-1215U",
  "Core i5-1235U",
  "Core i5-12450H",
  "Core i7-13620H",
  "Ryzen 5 7530U",
  "Ryzen 7 7735HS",
];

const laptop: Maker = (r) => {
  const [brand, line, base, price, gaming] = r.pick(LAPTOPS);
  const apple = brand === "Apple";
  const proc = apple ? line.split(" ").at(-1)! : r.pick(LAPTOP_CPUS);
  const memory = r.pick(apple ? [8, 16, 24] : [8, 16, 16, 32]);
  const storage = r.pick(["256GB", "512GB", "512GB", "1TB"]);
  const card = gaming ? r.pick(["RTX 3050 6GB", "RTX 4050 6GB", "RTX 4060 8GB"]) : null;
  const screen = line.includes("14") ? 14 : line.includes("13") ? 13.6 : line.includes("16") ? 16 : 15.6;
  return {
    name: [
      line,
      apple ? null : proc.replace(/^Core /, ""),
      `${memory}GB ${storage}`,
      card?.replace(/ \d+GB$/, ""),
      "Laptop",
    ]
      .filter(Boolean)
      .join(" "),
    brand,
    model: `${base}${apple ? "" : code(r, "-", 3)}`,
    category: "Laptop",
    price: shopPrice(
      price + memory * 600 + (storage === "1TB" ? 9000 : storage === "256GB" ? -4000 : 0) + r.next() * 5000,
    ),
    specs: [
      { label: "Processor", value: apple ? `Apple ${proc} chip` : proc },
      { label: "RAM", value: `${memory} GB` },
      { label: "Storage", value: `${storage.replace("GB", " GB").replace("TB", " TB")} SSD` },
      {
        label: "Display",
        value: `${screen}-inch ${apple ? "Liquid Retina" : gaming ? "Full HD 144 Hz" : "Full HD"}`,
      },
      { label: "Graphics", value: card ? `NVIDIA GeForce ${card}` : apple ? "Apple GPU" : "Integrated" },
      { label: "Weight", value: `${(apple ? 1.24 : gaming ? 2.3 : 1.6 + r.next() * 0.2).toFixed(2)} kg` },
      { label: "Operating system", value: apple ? "macOS" : "Windows 11 Home" },
      { label: "Warranty", value: apple ? "1 year" : "2 years" },
    ],
    blurb: `${line} with ${memory} GB of memory and a ${storage} SSD.`,
  };
};

/** How often each kind comes up, roughly as a computer shop's shelves hold them. */
const MAKERS: [Maker, number][] = [
  [gpu, 9],
  [cpu, 5],
  [ram, 7],
  [ssd, 7],
  [motherboard, 5],
  [psu, 3],
  [monitor, 4],
  [peripheral, 6],
  [controller, 9],
  [gameConsole, 6],
  [networking, 12],
  [desktop, 10],
  [laptop, 17],
];
const WEIGHT = MAKERS.reduce((sum, [, w]) => sum + w, 0);

/** `count` products, always the same ones for the same count and seed. */
export function scaleCatalog(count: number, seed = 2083): ScaleProduct[] {
  const r = randomSource(seed);
  const list: ScaleProduct[] = [];
  for (let i = 0; i < count; i++) {
    let roll = r.int(WEIGHT);
    let maker = MAKERS[0]![0];
    for (const [candidate, weight] of MAKERS) {
      maker = candidate;
      roll -= weight;
      if (roll < 0) break;
    }
    const { blurb, ...made } = maker(r);
    const saved = r.next() < 0.4 ? shopPrice(made.price * (0.03 + r.next() * 0.07)) : 0;
    list.push({
      ...made,
      youSaved: saved,
      description: `${blurb} Genuine ${made.brand} stock with the warranty of the local distributor.`,
    });
  }
  return list;
}
