import type { Sharp } from "sharp";

/**
 * A photo's difference hash (docs/decisions/021-reused-photos.md): the picture in grey at 9×8,
 * one bit per pair of horizontal neighbours (1 when the right one is brighter), 64 bits. A
 * re-encoded, resized or lightly cropped copy keeps nearly all of them.
 */
const GRID = { width: 9, height: 8 };

/** Two photos this many bits apart or fewer count as the same picture. */
export const SAME_PHOTO_MAX_DISTANCE = 7;

/**
 * Grey levels (of 255) between the darkest and brightest cells of the grid below which a
 * picture is flat: a blank or one-colour picture has no shape to compare, and every flat
 * picture would be a "copy" of every other.
 */
const MIN_CONTRAST = 10;

/**
 * The hash of the picture `pixels` holds, as PostgreSQL's signed bigint stores it, or null for
 * a flat picture.
 */
export async function differenceHash(pixels: Sharp): Promise<bigint | null> {
  const grey = await pixels
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(GRID.width, GRID.height, { fit: "fill" })
    .raw()
    .toBuffer();
  if (grey.length !== GRID.width * GRID.height) throw new Error("unexpected hash grid");
  if (Math.max(...grey) - Math.min(...grey) < MIN_CONTRAST) return null;
  let hash = 0n;
  for (let y = 0; y < GRID.height; y++) {
    for (let x = 0; x < GRID.width - 1; x++) {
      const at = y * GRID.width + x;
      hash = (hash << 1n) | (grey[at]! < grey[at + 1]! ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (rest !== 0n) {
    rest &= rest - 1n;
    bits += 1;
  }
  return bits;
}

/** The hash in four bands of 16 bits, highest first (each has its own index). */
export const BAND_SHIFTS = [48, 32, 16, 0] as const;

function band(hash: bigint, shift: number): number {
  return Number((BigInt.asUintN(64, hash) >> BigInt(shift)) & 0xffffn);
}

/**
 * For each band, the values a hash within SAME_PHOTO_MAX_DISTANCE of `hash` may have there in at
 * least one band: the band itself and its 16 one-bit neighbours. Two hashes at most 7 bits apart
 * differ by at most one bit in some band (four bands of two or more would be 8), so a search of
 * these 4 × 17 values finds every such hash (multi-index hashing).
 */
export function bandProbes(hash: bigint): number[][] {
  return BAND_SHIFTS.map((shift) => {
    const value = band(hash, shift);
    return [value, ...Array.from({ length: 16 }, (_, bit) => value ^ (1 << bit))];
  });
}
