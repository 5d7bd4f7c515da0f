import { useState } from "react";
import { uploadImage } from "@/features/products/api/seller-products";
import type { PhotoEntry, PhotoUpload } from "./photo-list";
import { shrinkPhoto } from "./shrink-photo";

/** A photo that could not be made ready or uploaded; `reason` is what went wrong. */
export class PhotoUploadError extends Error {
  constructor(
    readonly photo: PhotoEntry,
    readonly reason: unknown,
  ) {
    super(`The photo ${photo.name} was not uploaded.`);
  }
}

/**
 * Uploads a listing's new photos one after another (shrunk first, as decision 008 says) and
 * keeps each one's progress, so every thumbnail can show its own.
 */
export function usePhotoUploads() {
  const [uploads, setUploads] = useState<Record<string, PhotoUpload>>({});

  function show(key: string, upload?: PhotoUpload) {
    setUploads((current) => {
      const others = Object.fromEntries(Object.entries(current).filter(([k]) => k !== key));
      return upload ? { ...others, [key]: upload } : others;
    });
  }

  /**
   * Every photo's address in order, uploading those without one; `onUploaded` hears of each new
   * address, so a second attempt to save does not upload a photo again.
   */
  async function uploadAll(
    photos: PhotoEntry[],
    onUploaded: (key: string, url: string) => void,
  ): Promise<string[]> {
    const urls: string[] = [];
    for (const photo of photos) {
      urls.push(photo.url ?? (await uploadOne(photo)));
      if (!photo.url) onUploaded(photo.key, urls.at(-1)!);
    }
    return urls;
  }

  async function uploadOne(photo: PhotoEntry): Promise<string> {
    try {
      if (!photo.file) throw new Error("A photo with neither a file nor an address.");
      show(photo.key, { stage: "preparing" });
      const file = await shrinkPhoto(photo.file);
      show(photo.key, { stage: "uploading", percent: 0 });
      const url = await uploadImage(file, (percent) =>
        show(photo.key, { stage: "uploading", percent }),
      );
      show(photo.key);
      return url;
    } catch (error) {
      show(photo.key, { stage: "failed" });
      throw new PhotoUploadError(photo, error);
    }
  }

  return { uploads, uploadAll, markFailed: (key: string) => show(key, { stage: "failed" }) };
}
