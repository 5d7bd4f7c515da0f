/** The longest side a photo is sent at; the server keeps at most 1200 px of it anyway. */
const MAX_PHOTO_SIDE = 2560;
/** The server takes photos up to 10 MB (docs/decisions/006-images.md). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const JPEG_QUALITY = 0.85;

/** A photo the browser could not make small enough to send. */
export class PhotoTooLargeError extends Error {}

/** The size a width × height photo is drawn at so its long side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The photo types the server decodes (docs/decisions/008-photo-formats.md). */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

type Photo = { type: string; width: number; height: number; bytes: number };

/**
 * Whether a decoded photo is re-encoded before upload: too many pixels, too many bytes, or a
 * type the server cannot read (Safari decodes a HEIC from a Mac; the server cannot).
 */
export function needsReencoding({ type, width, height, bytes }: Photo) {
  return (
    Math.max(width, height) > MAX_PHOTO_SIDE ||
    bytes > MAX_IMAGE_BYTES ||
    !(UPLOAD_TYPES as readonly string[]).includes(type)
  );
}

async function decode(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== "function") return null;
  try {
    // "from-image" turns a phone photo upright, since the re-encoded copy has no EXIF left.
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
}

/** OffscreenCanvas where there is one (Safari before 16.4 has none), else a detached <canvas>. */
function createCanvas(width: number, height: number) {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext("2d"),
      toJpeg: (quality: number) => canvas.convertToBlob({ type: "image/jpeg", quality }),
    };
  }
  const canvas = Object.assign(document.createElement("canvas"), { width, height });
  return {
    context: canvas.getContext("2d"),
    toJpeg: (quality: number) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error("No JPEG."))),
          "image/jpeg",
          quality,
        ),
      ),
  };
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const { context, toJpeg } = createCanvas(width, height);
  if (!context) throw new PhotoTooLargeError("No 2D canvas.");
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return toJpeg(JPEG_QUALITY);
}

/**
 * The photo as it should be uploaded: unchanged when it is small enough, else a JPEG whose
 * long side is at most 2560 px, so an 81-megapixel PNG is not sent over mobile data only to
 * be refused. A file this browser cannot decode goes as it is (the server decides) when it
 * is within the size limit.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await decode(file);
  if (!bitmap) {
    if (file.size > MAX_IMAGE_BYTES) throw new PhotoTooLargeError(file.name);
    return file;
  }
  try {
    const photo = { type: file.type, width: bitmap.width, height: bitmap.height, bytes: file.size };
    if (!needsReencoding(photo)) return file;
    const size = fitWithin(bitmap.width, bitmap.height);
    const blob = await encodeJpeg(bitmap, size.width, size.height);
    if (blob.size > MAX_IMAGE_BYTES) throw new PhotoTooLargeError(file.name);
    const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`;
    return new File([blob], name, { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}
