// The photo files of the seeded products: a few real WebP pictures in both stored sizes, and a
// hard link per product to one of them (100,000 copies would take gigabytes and minutes).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const SIZES = { display: 1200, card: 480 };
const COLOURS = ["#1f6feb", "#d1242f", "#2da44e", "#8250df", "#bf8700", "#57606a"];

async function picture(colour: string, size: number): Promise<Buffer> {
  const height = Math.round(size * 0.75);
  const phone = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#f6f8fa"/>` +
      `<rect x="${size * 0.38}" y="${height * 0.1}" width="${size * 0.24}" height="${height * 0.8}"` +
      ` rx="${size * 0.03}" fill="${colour}"/></svg>`,
  );
  return sharp(phone).webp({ quality: 80 }).toBuffer();
}

/** Writes `<name>.webp` and `<name>-card.webp` for every image name under DATA_DIR/images. */
export async function writeImageFiles(dataDir: string, names: string[]) {
  const folder = path.join(dataDir, "images");
  fs.mkdirSync(folder, { recursive: true });
  const originals = await Promise.all(
    COLOURS.map(async (colour, index) => {
      const display = path.join(folder, `bench-original-${index}.webp`);
      const card = path.join(folder, `bench-original-${index}-card.webp`);
      fs.writeFileSync(display, await picture(colour, SIZES.display));
      fs.writeFileSync(card, await picture(colour, SIZES.card));
      return { display, card };
    }),
  );
  names.forEach((name, index) => {
    const original = originals[index % originals.length]!;
    fs.linkSync(original.display, path.join(folder, `${name}.webp`));
    fs.linkSync(original.card, path.join(folder, `${name}-card.webp`));
  });
}
