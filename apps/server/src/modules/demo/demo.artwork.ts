import type { Brand } from "@bechedaw/shared";

/** Our own drawing of a generic phone (back and front); the brand appears as text only. */
export type PhoneArtwork = {
  brand: Brand;
  /** Big line: the model, e.g. "iPhone 13". */
  model: string;
  /** Small line beside the brand, e.g. "128GB". */
  storage: string;
  /** Index into the brand's colour finishes (wraps around). */
  finish: number;
  /** The phones drawn on the right and the text on the left (the picture's other layout). */
  isMirrored?: boolean;
};

// Drawn on a 1200×900 canvas, rendered at 960×720: sharp enough for the display size, and the
// pipeline's WebP encoding (most of the seed's time) has a third fewer pixels to do.
const CANVAS = { width: 1200, height: 900 };
export const ARTWORK_SIZE = { width: 960, height: 720 };

type Finish = { name: string; body: [string, string]; edge: string; screen: [string, string] };

/** A finish from its name, body's light and dark shades and the screen's two colours. */
const finish = (name: string, body: [string, string], screen: [string, string]): Finish => ({
  name,
  body,
  edge: body[1],
  screen,
});

const FINISHES: Record<Brand, Finish[]> = {
  Apple: [
    {
      name: "Silver",
      body: ["#e9ebee", "#c4c8ce"],
      edge: "#a9aeb5",
      screen: ["#5b7cfa", "#c86dd7"],
    },
    {
      name: "Graphite",
      body: ["#5a5e66", "#2e3137"],
      edge: "#1f2125",
      screen: ["#1f4e79", "#39a0a8"],
    },
    {
      name: "Sierra Blue",
      body: ["#b9d2e6", "#86a9c7"],
      edge: "#6f93b3",
      screen: ["#2a6fdb", "#5fd0e8"],
    },
    {
      name: "Starlight",
      body: ["#f3ebdf", "#dccfbd"],
      edge: "#c5b7a2",
      screen: ["#f08a5d", "#f9c74f"],
    },
    {
      name: "Purple",
      body: ["#d9cde8", "#b4a3cc"],
      edge: "#9a88b5",
      screen: ["#7b4ddb", "#f27ab3"],
    },
    { name: "Red", body: ["#d2404b", "#9e2530"], edge: "#7d1b24", screen: ["#ff6b6b", "#ffd166"] },
  ],
  Samsung: [
    {
      name: "Phantom Black",
      body: ["#3a3d44", "#16181c"],
      edge: "#0d0e10",
      screen: ["#0f2a5c", "#4a8cff"],
    },
    {
      name: "Lavender",
      body: ["#d8d0ec", "#b0a3d6"],
      edge: "#9588c0",
      screen: ["#6a5acd", "#ff9ecd"],
    },
    { name: "Mint", body: ["#d6eadf", "#a9d1bd"], edge: "#8dbba4", screen: ["#138a72", "#9be15d"] },
    {
      name: "Cream",
      body: ["#f2ece0", "#d9cfbc"],
      edge: "#c0b49e",
      screen: ["#e76f51", "#f4a261"],
    },
    { name: "Lime", body: ["#e3efb5", "#c4d97e"], edge: "#a9bf62", screen: ["#2b9348", "#d4e157"] },
  ],
  Oppo: [
    {
      name: "Glowing Green",
      body: ["#7fe0b0", "#1f8f84"],
      edge: "#167066",
      screen: ["#00b09b", "#96c93d"],
    },
    {
      name: "Ocean Blue",
      body: ["#7cc4ff", "#2f54c9"],
      edge: "#2643a3",
      screen: ["#3a7bd5", "#00d2ff"],
    },
    {
      name: "Sunset Gold",
      body: ["#f7d9a8", "#d69a5c"],
      edge: "#b97f45",
      screen: ["#f6a04d", "#f3d34a"],
    },
    {
      name: "Space Black",
      body: ["#4b5b73", "#1b2333"],
      edge: "#121826",
      screen: ["#243b6b", "#6dd5ed"],
    },
    { name: "Aqua", body: ["#a8f0d4", "#3fb1d6"], edge: "#2f8fb1", screen: ["#43cea2", "#185a9d"] },
  ],
  Xiaomi: [
    finish("Black", ["#4a4d55", "#1c1e22"], ["#ff6900", "#ffb56b"]),
    finish("Alpine Blue", ["#a9c8ec", "#5d8ccc"], ["#1e5bb8", "#8fd3fe"]),
    finish("Meadow Green", ["#c5e3c0", "#7fb079"], ["#2e7d32", "#c6ef8a"]),
  ],
  Redmi: [
    finish("Midnight Black", ["#3c3f48", "#15171b"], ["#d81b60", "#ff8a65"]),
    finish("Ocean Teal", ["#8fd6d0", "#2a8c86"], ["#00796b", "#80deea"]),
    finish("Aurora Purple", ["#d9c2f0", "#9a6fd1"], ["#6a1b9a", "#f48fb1"]),
    finish("Ice Blue", ["#d5e8f7", "#93bde0"], ["#1565c0", "#b3e5fc"]),
  ],
  Poco: [
    finish("Yellow", ["#ffe066", "#f2b705"], ["#212121", "#ffd54f"]),
    finish("Black", ["#3b3b3b", "#121212"], ["#ffca28", "#ff7043"]),
  ],
  Realme: [
    finish("Sunrise Beige", ["#f4e3c8", "#d8b98c"], ["#ff9f1c", "#ffd23f"]),
    finish("Oasis Green", ["#b8e0c8", "#5fae84"], ["#1b998b", "#c5f277"]),
    finish("Dynamic Black", ["#444851", "#1a1c20"], ["#ffc93c", "#ff6f3c"]),
    finish("Glory Gold", ["#f1d38b", "#c99a3a"], ["#b5651d", "#ffe08a"]),
  ],
  Vivo: [
    finish("Starry Purple", ["#cbb8ee", "#7d5fc4"], ["#4527a0", "#b39ddb"]),
    finish("Glacier Blue", ["#c9e4f6", "#78b0da"], ["#0277bd", "#81d4fa"]),
    finish("Noble Black", ["#474a52", "#191b1f"], ["#37474f", "#90a4ae"]),
    finish("Meteor Grey", ["#c7c9ce", "#8d9097"], ["#546e7a", "#cfd8dc"]),
  ],
  Infinix: [
    finish("Magic Black", ["#41444c", "#17191d"], ["#00bfa5", "#64ffda"]),
    finish("Gold", ["#f0d9a0", "#c9a24e"], ["#ef6c00", "#ffcc80"]),
    finish("Blossom Glow", ["#f7cfe0", "#e08fb4"], ["#ad1457", "#f8bbd0"]),
  ],
  Tecno: [
    finish("Serenity Blue", ["#b7d4f2", "#5c8fd0"], ["#283593", "#9fa8da"]),
    finish("Gravity Black", ["#3f4249", "#141518"], ["#00838f", "#80cbc4"]),
    finish("Glossy White", ["#f5f5f2", "#d5d5cf"], ["#5d4037", "#bcaaa4"]),
  ],
  OnePlus: [
    finish("Titan Black", ["#43464d", "#16181b"], ["#eb0029", "#ff8a80"]),
    finish("Eternal Green", ["#9fcfb4", "#3f8a63"], ["#1b5e20", "#a5d6a7"]),
    finish("Pastel Lime", ["#e6f2b3", "#b5cf5a"], ["#827717", "#e6ee9c"]),
  ],
  Symphony: [
    finish("Blue", ["#9cc3ef", "#3f78c8"], ["#0d47a1", "#90caf9"]),
    finish("Black", ["#45474c", "#18191c"], ["#4e342e", "#ffab91"]),
    finish("Green", ["#b5e3b0", "#5aa852"], ["#33691e", "#dcedc8"]),
  ],
  Walton: [
    finish("Grey", ["#c4c6ca", "#85888e"], ["#006064", "#84ffff"]),
    finish("Blue", ["#a5c6ee", "#4b7fcb"], ["#1a237e", "#8c9eff"]),
    finish("Gold", ["#eed7a2", "#c6a25a"], ["#bf360c", "#ffab40"]),
  ],
  Google: [
    finish("Sea", ["#c5dcef", "#86aed3"], ["#1a73e8", "#8ab4f8"]),
    finish("Stormy Black", ["#4a4c52", "#1b1c1f"], ["#34a853", "#fbbc04"]),
  ],
  Nokia: [finish("Charcoal", ["#55585e", "#26282c"], ["#124191", "#64b5f6"])],
  Motorola: [finish("Viva Magenta", ["#c8507c", "#8e1f4b"], ["#5c6bc0", "#f48fb1"])],
  Huawei: [finish("Starry Blue", ["#9db3e8", "#4a63b8"], ["#c62828", "#ffab91"])],
  Honor: [finish("Titanium Silver", ["#dcdee2", "#a6aab1"], ["#00897b", "#b2dfdb"])],
  Other: [finish("Dark Blue", ["#5a6f9a", "#263859"], ["#f9a825", "#fff59d"])],
};

/** A phone's colour as its listing names it: the finish its picture shows. */
export function artworkColour(art: Pick<PhoneArtwork, "brand" | "finish">): string {
  const finishes = FINISHES[art.brand];
  return finishes[art.finish % finishes.length]!.name;
}

const BACKDROPS: [string, string][] = [
  ["#fdf3ee", "#f6dccf"],
  ["#f7f1ea", "#ecdccb"],
  ["#f2f4f7", "#dde3ec"],
  ["#f4f7f1", "#dfe9d8"],
];

const PHONE = { width: 300, height: 620 };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function lens(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1d22" stroke="#5d626c" stroke-width="${r * 0.18}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#2c3848"/>
    <circle cx="${cx - r * 0.22}" cy="${cy - r * 0.25}" r="${r * 0.16}" fill="#9fb3c8" opacity="0.8"/>`;
}

function flash(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f4efe2" stroke="#c9c2b0" stroke-width="2"/>`;
}

/** The camera as each brand's phones tend to carry it: a square, a strip, a round module. */
function camera(brand: Brand, finish: Finish, lenses: number): string {
  if (brand === "Apple") {
    if (lenses === 1) return `${lens(58, 58, 26)}${flash(58, 112, 10)}`;
    const pro = lenses === 3;
    const drawn = pro
      ? `${lens(60, 60, 25)}${lens(60, 128, 25)}${lens(120, 94, 25)}${flash(124, 46, 10)}`
      : `${lens(62, 62, 27)}${lens(124, 124, 27)}${flash(124, 60, 11)}`;
    return `<rect x="24" y="24" width="${pro ? 146 : 138}" height="${pro ? 146 : 138}" rx="38" fill="${finish.body[0]}" stroke="${finish.edge}" stroke-width="3" opacity="0.95"/>
      ${drawn}`;
  }
  if (brand === "Samsung") {
    return `${lens(62, 64, 26)}${lens(62, 134, 26)}${lens(62, 204, 26)}${flash(112, 64, 9)}`;
  }
  return `<circle cx="98" cy="100" r="74" fill="${finish.edge}" opacity="0.35"/>
    <circle cx="98" cy="100" r="66" fill="#15171b" stroke="${finish.body[0]}" stroke-width="4"/>
    ${lens(74, 78, 22)}${lens(122, 78, 22)}${lens(98, 124, 22)}${flash(186, 60, 10)}`;
}

function phoneBack(art: PhoneArtwork, finish: Finish): string {
  const { width, height } = PHONE;
  const radius = art.brand === "Samsung" ? 34 : 46;
  return `<rect x="-4" y="-4" width="${width + 8}" height="${height + 8}" rx="${radius + 4}" fill="${finish.edge}"/>
    <rect width="${width}" height="${height}" rx="${radius}" fill="url(#body)"/>
    <rect width="${width}" height="${height}" rx="${radius}" fill="url(#sheen)"/>
    ${camera(art.brand, finish, lensCount(art.model))}`;
}

function frontCutout(brand: Brand): string {
  if (brand === "Apple")
    return `<rect x="112" y="30" width="76" height="22" rx="11" fill="#0b0c0e"/>`;
  if (brand === "Samsung") return `<circle cx="150" cy="38" r="9" fill="#0b0c0e"/>`;
  return `<circle cx="44" cy="40" r="9" fill="#0b0c0e"/>`;
}

/** A different time on each lock screen, so the grid does not repeat itself. */
function clock(art: PhoneArtwork): string {
  const seed = [...art.model].reduce((sum, c) => sum + c.charCodeAt(0), art.finish * 7);
  return `${8 + (seed % 4)}:${String((seed * 13) % 60).padStart(2, "0")}`;
}

function phoneFront(art: PhoneArtwork, finish: Finish): string {
  const { width, height } = PHONE;
  const radius = art.brand === "Samsung" ? 34 : 46;
  return `<rect x="-4" y="-4" width="${width + 8}" height="${height + 8}" rx="${radius + 4}" fill="${finish.edge}"/>
    <rect width="${width}" height="${height}" rx="${radius}" fill="#0b0c0e"/>
    <rect x="12" y="12" width="${width - 24}" height="${height - 24}" rx="${radius - 10}" fill="url(#screen)"/>
    <path d="M12 ${height * 0.62} C 90 ${height * 0.52}, 190 ${height * 0.74}, ${width - 12} ${height * 0.6} L ${width - 12} ${height - 40} Q ${width - 12} ${height - 12} ${width - 40} ${height - 12} L 40 ${height - 12} Q 12 ${height - 12} 12 ${height - 40} Z" fill="#ffffff" opacity="0.16"/>
    <path d="M12 ${height * 0.72} C 110 ${height * 0.66}, 170 ${height * 0.84}, ${width - 12} ${height * 0.74} L ${width - 12} ${height - 40} Q ${width - 12} ${height - 12} ${width - 40} ${height - 12} L 40 ${height - 12} Q 12 ${height - 12} 12 ${height - 40} Z" fill="#ffffff" opacity="0.14"/>
    ${frontCutout(art.brand)}
    <text x="${width / 2}" y="170" text-anchor="middle" font-family="sans-serif" font-size="76" font-weight="300" fill="#ffffff">${clock(art)}</text>
    <text x="${width / 2}" y="210" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#ffffff" opacity="0.85">Friday, 14 March</text>
    <rect x="${width / 2 - 50}" y="${height - 34}" width="100" height="6" rx="3" fill="#ffffff" opacity="0.8"/>`;
}

/** How many rear lenses to draw: one on the SE and XR, three on Pro and Ultra models. */
function lensCount(model: string): number {
  if (/\b(SE|XR)\b/.test(model)) return 1;
  return /\b(Pro|Ultra)\b/.test(model) ? 3 : 2;
}

/** The model on one line, or two when it is long (split at the space nearest the middle). */
function titleLines(model: string): string[] {
  if (model.length <= 12) return [model];
  const spaces = [...model.matchAll(/ /g)].map((m) => m.index);
  const split = spaces.sort(
    (a, b) => Math.abs(a - model.length / 2) - Math.abs(b - model.length / 2),
  )[0];
  return split === undefined ? [model] : [model.slice(0, split), model.slice(split + 1)];
}

/** Font size that keeps each line within `maxWidth` (bold sans-serif, a generous average). */
function fitFontSize(lines: string[], maxWidth: number, largest: number): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(largest, Math.floor(maxWidth / (longest * 0.62)));
}

function title(model: string, x: number): string {
  const lines = titleLines(model);
  const size = fitFontSize(lines, 440, 80);
  const lineHeight = Math.round(size * 1.12);
  const top = 420 - (lines.length - 1) * lineHeight;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${top + i * lineHeight}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#2b2321">${escapeXml(line)}</text>`,
    )
    .join("");
}

/** An SVG picture of the phone for its listing, in the card's 4:3. */
export function drawPhoneArtwork(art: PhoneArtwork): string {
  const finishes = FINISHES[art.brand];
  const finish = finishes[art.finish % finishes.length]!;
  const backdrop = BACKDROPS[art.finish % BACKDROPS.length]!;
  // Mirrored: the phones move right by the text's width, the text to the left edge.
  const shift = art.isMirrored ? 500 : 0;
  const textX = art.isMirrored ? 70 : 690;
  const subtitle = `${art.brand} · ${art.storage}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE.width}" height="${ARTWORK_SIZE.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${finish.body[0]}"/><stop offset="1" stop-color="${finish.body[1]}"/></linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${finish.screen[0]}"/><stop offset="1" stop-color="${finish.screen[1]}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#bg)"/>
  <circle cx="${330 + shift}" cy="430" r="330" fill="#ffffff" opacity="0.45"/>
  <ellipse cx="${330 + shift}" cy="815" rx="290" ry="42" fill="url(#shadow)"/>
  <g transform="translate(${110 + shift} 150) rotate(-8 150 310)">${phoneBack(art, finish)}</g>
  <g transform="translate(${290 + shift} 170) rotate(7 150 310)">${phoneFront(art, finish)}</g>
  ${title(art.model, textX)}
  <text x="${textX + 2}" y="492" font-family="sans-serif" font-size="40" font-weight="500" fill="#5c4d47">${escapeXml(subtitle)}</text>
  <rect x="${textX + 2}" y="540" width="180" height="8" rx="4" fill="#fd8f5f"/>
</svg>`;
}
