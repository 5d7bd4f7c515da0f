import type sharpFactory from "sharp";
import { AppError } from "../../app-error";
import { differenceHash } from "./images.hash";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
const DISPLAY_SIZE = 1200;
const CARD_SIZE = 480;

// "heif" is what sharp calls AVIF (and HEIC); the prebuilt sharp decodes AVIF but not HEVC,
// so a HEIC photo fails to decode below and gets the same 415 as any other unknown file.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

const notAnImage = () =>
  new AppError("UNSUPPORTED_IMAGE_TYPE", "Please upload a JPEG, PNG or WebP photo.");
const tooManyPixels = () =>
  new AppError(
    "IMAGE_TOO_MANY_PIXELS",
    `The photo is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels, please.`,
  );

type SharpFactory = typeof sharpFactory;
let sharpLoading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) loads on the first photo, not at start-up (it costs start-up time and memory
 * a server that only browses never needs). Its operation cache is off: every upload is a new
 * image, so the cache (up to 50 MB) would only hold memory, never save work. Each photo uses
 * one libvips thread: photos are processed two at a time (images.service.ts), and on a small
 * machine the event loop needs a core of its own while they run.
 */
function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoading;
}

function toImageError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : "";
  return /pixel limit/i.test(message) ? tooManyPixels() : notAnImage();
}

const fitInside = (size: number) =>
  ({ width: size, height: size, fit: "inside", withoutEnlargement: true }) as const;

/**
 * Decodes an upload (its type is what the bytes decode as, not its name or header),
 * turns it upright, drops every piece of metadata (GPS included: sharp keeps none unless
 * asked) and re-encodes it as a display and a card WebP. The photo is decoded once, to the
 * display size; the card is made from those pixels (a second decode cost a fifth more CPU). The
 * photo's difference hash (images.hash.ts) is made from the display WebP as stored, as it is for
 * photos stored before hashes: every hash in the table comes from the same kind of picture.
 */
export async function processPhoto(
  input: Buffer,
): Promise<{ display: Buffer; card: Buffer; hash: bigint | null }> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(fitInside(DISPLAY_SIZE))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [{ display, hash }, card] = await Promise.all([
      pixels()
        .webp({ quality: 80 })
        .toBuffer()
        .then(async (display) => ({ display, hash: await hashStoredPhoto(display) })),
      pixels().resize(fitInside(CARD_SIZE)).webp({ quality: 80 }).toBuffer(),
    ]);
    return { display, card, hash };
  } catch (error) {
    throw toImageError(error);
  }
}

/** The difference hash of a stored display WebP (photos stored before hashes; decision 021). */
export async function hashStoredPhoto(webp: Buffer): Promise<bigint | null> {
  const sharp = await loadSharp();
  return differenceHash(sharp(webp));
}
