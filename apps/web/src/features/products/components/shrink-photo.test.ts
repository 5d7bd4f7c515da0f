import { describe, expect, it } from "vitest";
import {
  fitWithin,
  MAX_IMAGE_BYTES,
  needsReencoding,
  PhotoTooLargeError,
  shrinkPhoto,
} from "./shrink-photo";

describe("fitWithin", () => {
  it("brings an 81-megapixel photo's long side down to 2560 px, keeping its shape", () => {
    expect(fitWithin(11_000, 7_400)).toEqual({ width: 2560, height: 1722 });
    expect(fitWithin(7_400, 11_000)).toEqual({ width: 1722, height: 2560 });
  });

  it("never enlarges a photo that already fits", () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(2560, 2560)).toEqual({ width: 2560, height: 2560 });
  });

  it("keeps a very thin panorama at least one pixel high", () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 2560, height: 1 });
  });
});

describe("needsReencoding", () => {
  const jpeg = { type: "image/jpeg", width: 2560, height: 1920, bytes: MAX_IMAGE_BYTES };

  it("leaves a JPEG, PNG or WebP within 2560 px and 10 MB as it is", () => {
    expect(needsReencoding(jpeg)).toBe(false);
    expect(needsReencoding({ ...jpeg, type: "image/png" })).toBe(false);
    expect(needsReencoding({ ...jpeg, type: "image/webp" })).toBe(false);
  });

  it("re-encodes more than 2560 px on a side or more than 10 MB", () => {
    expect(needsReencoding({ ...jpeg, width: 2561 })).toBe(true);
    expect(needsReencoding({ ...jpeg, height: 2561 })).toBe(true);
    expect(needsReencoding({ ...jpeg, bytes: MAX_IMAGE_BYTES + 1 })).toBe(true);
  });

  it("re-encodes a type the server cannot read, when the browser could decode it", () => {
    expect(needsReencoding({ ...jpeg, type: "image/heic", width: 100, height: 100 })).toBe(true);
  });
});

describe("shrinkPhoto where the browser cannot decode the file", () => {
  it("sends a small file as it is, for the server to judge", async () => {
    const file = new File(["bytes"], "phone.heic", { type: "image/heic" });
    expect(await shrinkPhoto(file)).toBe(file);
  });

  it("refuses a file over 10 MB it cannot make smaller", async () => {
    const file = new File(["bytes"], "huge.tiff");
    Object.defineProperty(file, "size", { value: MAX_IMAGE_BYTES + 1 });
    await expect(shrinkPhoto(file)).rejects.toBeInstanceOf(PhotoTooLargeError);
  });
});
