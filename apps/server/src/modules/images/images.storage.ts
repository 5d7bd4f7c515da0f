// The augmentation below needs fastify in every program that loads this file (the bench too).
import type {} from "fastify";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Config } from "../../config";

/** A stored file being read: its bytes as a stream, and its size when the storage knows it. */
export type OpenedImage = { stream: Readable; size?: number };

/** One stored file in a listing. */
export type StoredImageFile = { name: string; size: number; modifiedAt: Date };

/**
 * Where image files live: a local folder (DATA_DIR/images) or an S3-compatible bucket
 * (images.s3-storage.ts, docs/decisions/033-object-storage.md).
 */
export type ImageStorage = {
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /**
   * The file as a stream, or null when there is no such file. A failure to reach the file
   * throws here, before any byte is sent, so the caller can still answer with an error.
   */
  open(name: string): Promise<OpenedImage | null>;
  /** Removes the file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Every file there, temporary ones included, with its size and when it was last written. */
  list(): Promise<StoredImageFile[]>;
  /** Writes and removes a file of its own: throws when photos cannot be stored (`/api/ready`). */
  checkWritable(): Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    imageStorage: ImageStorage;
  }
}

// A stored file, or the temporary file `put` writes it through.
const SAFE_NAME = /^[A-Za-z0-9_-]+\.webp(\.[0-9a-f]{12}\.tmp)?$/;

/** Whether a name is one of ours: a photo file, or a temporary file on its way there. */
export function isImageFileName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** Throws on a name that is not one of ours (both storages check every name they are given). */
export function checkName(name: string): string {
  // Names come from our own code, but a path separator here would escape the folder.
  if (!isImageFileName(name)) throw new Error(`Unsafe image file name: ${name}`);
  return name;
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown }).code === "ENOENT";
}

/** Files in one folder, created on the first write; writes land whole (temp file + rename). */
export function createLocalImageStorage(folder: string): ImageStorage {
  return {
    async put(name, data) {
      const target = path.join(folder, checkName(name));
      await fs.mkdir(folder, { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async read(name) {
      try {
        return await fs.readFile(path.join(folder, checkName(name)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(name) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(path.join(folder, checkName(name)), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // The size of the very file opened: a rename over the name meanwhile changes neither.
        const stat = await handle.stat();
        if (stat.isFile()) return { stream: handle.createReadStream(), size: stat.size };
        await handle.close();
        return null; // a folder by that name is no photo
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(path.join(folder, checkName(name)), { force: true });
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(folder);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const files = await Promise.all(
        names.map(async (name) => {
          try {
            const stat = await fs.stat(path.join(folder, name));
            return stat.isFile() ? [{ name, size: stat.size, modifiedAt: stat.mtime }] : [];
          } catch (error) {
            if (isMissing(error)) return []; // removed meanwhile
            throw error;
          }
        }),
      );
      return files.flat();
    },
    async checkWritable() {
      const probe = `ready-check-${randomBytes(6).toString("hex")}.webp`;
      await this.put(probe, Buffer.from("ready"));
      await this.remove(probe);
    },
  };
}

/**
 * The storage the settings choose: the bucket of S3_BUCKET, else DATA_DIR/images. The AWS SDK
 * is loaded only for a bucket.
 */
export async function createImageStorage(config: Pick<Config, "dataDir" | "s3">) {
  if (!config.s3) return createLocalImageStorage(path.join(config.dataDir, "images"));
  const { createS3ImageStorage } = await import("./images.s3-storage");
  return createS3ImageStorage(config.s3);
}
