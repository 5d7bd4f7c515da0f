import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  BAND_SHIFTS,
  bandProbes,
  differenceHash,
  hammingDistance,
  SAME_PHOTO_MAX_DISTANCE,
} from "./images.hash";

const hash64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
const band = (hash: bigint, shift: number) =>
  Number((BigInt.asUintN(64, hash) >> BigInt(shift)) & 0xffffn);

describe("the band probes", () => {
  it("find every hash within the threshold of a photo's (multi-index hashing)", () => {
    expect(SAME_PHOTO_MAX_DISTANCE).toBeLessThanOrEqual(7);
    const flips = fc.uniqueArray(fc.integer({ min: 0, max: 63 }), {
      maxLength: SAME_PHOTO_MAX_DISTANCE,
    });
    fc.assert(
      fc.property(hash64, flips, (hash, bits) => {
        const near = BigInt.asIntN(
          64,
          bits.reduce((value, bit) => value ^ (1n << BigInt(bit)), hash),
        );
        expect(hammingDistance(hash, near)).toBe(bits.length);
        const probes = bandProbes(hash);
        const found = BAND_SHIFTS.some((shift, i) => probes[i]!.includes(band(near, shift)));
        expect(found).toBe(true);
      }),
    );
  });
});

describe("differenceHash", () => {
  it("has nothing to say about a flat picture", async () => {
    const flat = sharp({ create: { width: 90, height: 80, channels: 3, background: "#fd8f5f" } });
    expect(await differenceHash(flat)).toBeNull();
  });

  it("sets a bit where the right neighbour is brighter", async () => {
    // Dark left half, bright right half: only the middle comparison of each row is brighter.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="800"><rect width="900" height="800" fill="#000"/><rect x="500" width="400" height="800" fill="#fff"/></svg>`;
    const hash = await differenceHash(sharp(Buffer.from(svg)));
    const row = 0b00001000n;
    let expected = 0n;
    for (let y = 0; y < 8; y++) expected = (expected << 8n) | row;
    expect(hash).toBe(expected);
  });
});
