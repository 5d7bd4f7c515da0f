// Photo uploads: a 12-megapixel JPEG with sensor-like noise (so it does not compress to
// nothing), timed through `POST /api/images` one at a time, then four at a time beside a load
// on `/api/health`.
import { randomInt } from "node:crypto";
import sharp from "sharp";

const WIDTH = 4000;
const HEIGHT = 3000;

/** A smooth colour field (sky, wall, phone) plus per-pixel noise, as a camera would give. */
export async function makePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const noise = Buffer.alloc(4096);
  for (let i = 0; i < noise.length; i++) noise[i] = randomInt(0, 25);
  let offset = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const wave = Math.sin(x / 370 + y / 610) * 60;
      const inPhone = x > 1500 && x < 2500 && y > 600 && y < 2500;
      const n = noise[(offset + y * 7) & 4095]! - 12;
      pixels[offset++] = (inPhone ? 40 : 150 + wave) + n;
      pixels[offset++] = (inPhone ? 45 : 170 + wave / 2) + n;
      pixels[offset++] = (inPhone ? 60 : 200 - wave) + n;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Uploads the photo as the seller of `cookie`; answers the stored photo's URL. */
export async function upload(url: string, cookie: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append("image", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${url}/api/images`, {
    method: "POST",
    headers: { cookie, origin: url },
    body: form,
  });
  const body = (await response.json()) as { data?: { url?: string } };
  if (!response.ok || !body.data?.url) {
    throw new Error(`Upload failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data.url;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Milliseconds of each of `count` uploads, one after the other. */
export async function timeUploads(url: string, cookie: string, photo: Buffer, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await upload(url, cookie, photo);
    times.push(performance.now() - started);
  }
  return times;
}

/** Keeps `parallel` uploads running until `isDone()`; answers each upload's milliseconds. */
export async function uploadContinuously(
  url: string,
  cookie: string,
  photo: Buffer,
  parallel: number,
  isDone: () => boolean,
) {
  const times: number[] = [];
  const worker = async () => {
    while (!isDone()) {
      const started = performance.now();
      await upload(url, cookie, photo);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return times;
}
