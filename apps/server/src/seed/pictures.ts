/**
 * Demo pictures drawn at seed time (nothing is downloaded): one SVG drawing per kind of product,
 * tinted per product and labelled with its brand and model, rendered to a raster by sharp.
 */
export type DrawingKind =
  | "laptop"
  | "pc"
  | "console"
  | "controller"
  | "router"
  | "switch"
  | "gpu"
  | "ram"
  | "ssd"
  | "cpu"
  | "software-retail"
  | "software-restaurant";

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function shape(kind: DrawingKind, tint: string): string {
  switch (kind) {
    case "laptop":
      return `<rect x="230" y="170" width="340" height="220" rx="14" fill="#1f2937"/>
        <rect x="248" y="188" width="304" height="184" rx="6" fill="${tint}"/>
        <path d="M180 400 h440 l-30 36 h-380 z" fill="#374151"/>
        <rect x="360" y="404" width="80" height="8" rx="4" fill="#9ca3af"/>`;
    case "pc":
      return `<rect x="200" y="190" width="250" height="170" rx="10" fill="#111827"/>
        <rect x="214" y="204" width="222" height="136" rx="4" fill="${tint}"/>
        <rect x="305" y="360" width="40" height="40" fill="#4b5563"/><rect x="270" y="398" width="110" height="12" rx="6" fill="#4b5563"/>
        <rect x="480" y="160" width="130" height="260" rx="12" fill="#1f2937"/>
        <circle cx="545" cy="220" r="26" fill="none" stroke="${tint}" stroke-width="6"/>
        <circle cx="545" cy="300" r="26" fill="none" stroke="${tint}" stroke-width="6"/>
        <rect x="505" y="370" width="80" height="8" rx="4" fill="${tint}"/>`;
    case "console":
      return `<rect x="220" y="180" width="360" height="230" rx="24" fill="#f3f4f6" stroke="#111827" stroke-width="6"/>
        <rect x="250" y="210" width="300" height="40" rx="10" fill="${tint}"/>
        <circle cx="520" cy="360" r="12" fill="#111827"/><rect x="260" y="350" width="120" height="16" rx="8" fill="#9ca3af"/>`;
    case "controller":
      return `<path d="M250 230 q150 -60 300 0 q60 30 50 140 q-10 60 -60 40 l-60 -50 h-160 l-60 50 q-50 20 -60 -40 q-10 -110 50 -140z" fill="${tint}"/>
        <rect x="290" y="270" width="60" height="18" rx="4" fill="#111827"/><rect x="311" y="249" width="18" height="60" rx="4" fill="#111827"/>
        <circle cx="480" cy="262" r="12" fill="#111827"/><circle cx="510" cy="292" r="12" fill="#111827"/>
        <circle cx="450" cy="292" r="12" fill="#111827"/><circle cx="480" cy="322" r="12" fill="#111827"/>`;
    case "router":
      return `<rect x="210" y="300" width="380" height="90" rx="18" fill="#1f2937"/>
        <rect x="260" y="160" width="14" height="150" rx="7" fill="#374151"/><rect x="526" y="160" width="14" height="150" rx="7" fill="#374151"/>
        <rect x="393" y="140" width="14" height="170" rx="7" fill="#374151"/>
        ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${270 + i * 60}" cy="345" r="9" fill="${tint}"/>`).join("")}`;
    case "switch":
      return `<rect x="170" y="250" width="460" height="110" rx="10" fill="#1f2937"/>
        ${Array.from({ length: 8 }, (_, i) => `<rect x="${200 + i * 50}" y="280" width="36" height="30" rx="3" fill="#e5e7eb"/><rect x="${210 + i * 50}" y="320" width="16" height="8" rx="2" fill="${tint}"/>`).join("")}`;
    case "gpu":
      return `<rect x="180" y="210" width="440" height="170" rx="16" fill="#111827"/>
        <circle cx="300" cy="295" r="62" fill="#374151"/><circle cx="300" cy="295" r="18" fill="${tint}"/>
        <circle cx="500" cy="295" r="62" fill="#374151"/><circle cx="500" cy="295" r="18" fill="${tint}"/>
        <rect x="220" y="380" width="240" height="22" fill="#d4a017"/>`;
    case "ram":
      return `<rect x="170" y="240" width="460" height="110" rx="6" fill="${tint}"/>
        ${Array.from({ length: 6 }, (_, i) => `<rect x="${195 + i * 72}" y="262" width="52" height="60" rx="3" fill="#111827"/>`).join("")}
        <rect x="170" y="350" width="460" height="20" fill="#d4a017"/><rect x="390" y="350" width="14" height="20" fill="#fff"/>`;
    case "ssd":
      return `<rect x="250" y="170" width="300" height="240" rx="16" fill="#1f2937"/>
        <rect x="280" y="200" width="240" height="70" rx="8" fill="${tint}"/>
        <rect x="280" y="300" width="150" height="12" rx="6" fill="#6b7280"/><rect x="280" y="325" width="100" height="12" rx="6" fill="#6b7280"/>`;
    case "cpu":
      return `<rect x="280" y="170" width="240" height="240" rx="14" fill="#9ca3af"/>
        <rect x="320" y="210" width="160" height="160" rx="8" fill="${tint}"/>
        ${Array.from({ length: 7 }, (_, i) => `<rect x="${292 + i * 32}" y="150" width="10" height="20" fill="#d4a017"/><rect x="${292 + i * 32}" y="410" width="10" height="20" fill="#d4a017"/>`).join("")}`;
    case "software-retail":
      return `<rect x="200" y="170" width="400" height="250" rx="16" fill="#fff" stroke="#111827" stroke-width="6"/>
        <rect x="200" y="170" width="400" height="44" rx="16" fill="${tint}"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="${240 + i * 85}" y="${360 - i * 35}" width="50" height="${30 + i * 35}" fill="${tint}" opacity="0.8"/>`).join("")}`;
    case "software-restaurant":
      return `<circle cx="400" cy="300" r="120" fill="#fff" stroke="#111827" stroke-width="6"/>
        <circle cx="400" cy="300" r="80" fill="${tint}" opacity="0.85"/>
        <rect x="230" y="190" width="12" height="220" rx="6" fill="#374151"/><rect x="558" y="190" width="12" height="220" rx="6" fill="#374151"/>`;
  }
}

export function drawPicture(kind: DrawingKind, tint: string, title: string, subtitle: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#bg)"/>
    <ellipse cx="400" cy="450" rx="260" ry="22" fill="#cbd5e1"/>
    ${shape(kind, tint)}
    <text x="400" y="515" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#0f172a" text-anchor="middle">${esc(title)}</text>
    <text x="400" y="555" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="#475569" text-anchor="middle">${esc(subtitle)}</text>
  </svg>`;
  return Buffer.from(svg);
}
