import { createLimiter } from "../../concurrency";
import { type ImageStorage, isImageFileName } from "./images.storage";

export type CopyResult = {
  copied: number;
  /** Already there with the same size (or removed from the source meanwhile). */
  skipped: number;
  failed: number;
  /** Files of the source that are no photo of ours (temporary ones included): left alone. */
  ignored: number;
};

/**
 * Copies every photo file of `from` that `to` lacks, or holds with another size, a few at a
 * time. Idempotent: a second run copies nothing. A file that fails is reported through
 * `onError` and counted; the others go on.
 */
export async function copyImageFiles(
  from: ImageStorage,
  to: ImageStorage,
  options: { concurrency?: number; onError?: (name: string, error: unknown) => void } = {},
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
  const sizesThere = new Map((await to.list()).map((file) => [file.name, file.size]));
  const limiter = createLimiter(options.concurrency ?? 8);
  const copyOne = async (name: string, size: number) => {
    if (sizesThere.get(name) === size) {
      result.skipped += 1;
      return;
    }
    try {
      const data = await from.read(name);
      if (!data) {
        result.skipped += 1;
        return;
      }
      await to.put(name, data);
      result.copied += 1;
    } catch (error) {
      result.failed += 1;
      options.onError?.(name, error);
    }
  };
  const tasks: Promise<void>[] = [];
  for (const file of await from.list()) {
    if (!isImageFileName(file.name) || file.name.endsWith(".tmp")) result.ignored += 1;
    else tasks.push(limiter.run(() => copyOne(file.name, file.size)));
  }
  await Promise.all(tasks);
  return result;
}
