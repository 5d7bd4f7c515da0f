// The augmentation below needs fastify in every program that loads this file (the bench too).
import type {} from "fastify";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where image files live: a local folder now, object storage later. */
export type ImageStorage = {
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Every file there, temporary ones included, with when it was last written. */
  list(): Promise<{ name: string; modifiedAt: Date }[]>;
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

function checkName(name: string): string {
  // Names come from our own code, but a path separator here would escape the folder.
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe image file name: ${name}`);
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
            return stat.isFile() ? [{ name, modifiedAt: stat.mtime }] : [];
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
