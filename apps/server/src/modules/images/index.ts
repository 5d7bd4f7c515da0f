import type { FastifyPluginAsync } from "fastify";
import { imagesRoutes } from "./images.routes";

// Photos: uploads decoded and resized to WebP, stored on disk or in S3, public or private. Other
// modules join and list photos, lock and delete them through this file.

/** Uploading, serving and deleting photos. */
export const imagesModule: FastifyPluginAsync = async (app) => {
  await app.register(imagesRoutes);
};

export {
  deleteImage,
  deleteImageRows,
  deleteOrphanImageFiles,
  deleteUnusedImages,
  findImageHashes,
  findImageNamesOf,
  findSimilarImages,
  findOwnedImageByUrl,
  imageColumns,
  imageUrl,
  joinImage,
  lockImages,
  photoProcessingQueue,
  privateImageUrlsOf,
  removeImageFiles,
  saveImage,
  type ImageStorage,
} from "./images.service";
export { createImageStorage } from "./images.storage";
