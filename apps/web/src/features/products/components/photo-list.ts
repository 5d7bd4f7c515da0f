import { MAX_PHOTOS } from "@bechedaw/shared";

/**
 * One photo of a listing in the form: a file chosen here (not uploaded yet, or uploaded by an
 * earlier attempt to save) or a photo the listing already shows (`url` only). `preview` is what
 * the thumbnail shows: an object URL for a file, the photo's own address otherwise.
 */
export type PhotoEntry = { key: string; name: string; preview: string; file?: File; url?: string };

/** Where a photo is on its way to the server while the form saves. */
export type PhotoUpload =
  { stage: "preparing" } | { stage: "uploading"; percent: number } | { stage: "failed" };

let lastKey = 0;
export const nextPhotoKey = () => `photo-${++lastKey}`;

/** A photo the listing already shows, by its address. */
export const savedPhoto = (url: string): PhotoEntry => ({
  key: nextPhotoKey(),
  name: url.slice(url.lastIndexOf("/") + 1),
  preview: url,
  url,
});

/** The photos with `added` after them, as many as fit in a listing, and how many did not. */
export function withAdded(photos: PhotoEntry[], added: PhotoEntry[]) {
  const room = Math.max(0, MAX_PHOTOS - photos.length);
  return { photos: [...photos, ...added.slice(0, room)], left: added.slice(room) };
}

/** The photos with the one at `from` moved to `to` (the first is the cover). */
export function moved<T>(photos: T[], from: number, to: number): T[] {
  if (to < 0 || to >= photos.length || from === to) return photos;
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  if (photo !== undefined) next.splice(to, 0, photo);
  return next;
}
