import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config";
import {
  checkName,
  type ImageStorage,
  isImageFileName,
  type StoredImageFile,
} from "./images.storage";

/**
 * Public photos and private proofs (decision 020) under two key prefixes, so that a bucket
 * policy can let anyone read `public/*` and nothing else.
 */
const PREFIXES = ["public/", "private/"] as const;

/** The object key of a stored file: `private/` for a proof, `public/` for every other photo. */
export function objectKeyOf(name: string): string {
  const isPrivate = /-private\.webp(\.[0-9a-f]{12}\.tmp)?$/.test(checkName(name));
  return `${isPrivate ? "private/" : "public/"}${name}`;
}

function errorStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** No such key (a missing bucket is a misconfiguration, not a missing photo: it throws). */
function isMissingKey(error: unknown): boolean {
  const name = (error as { name?: unknown }).name;
  if (name === "NoSuchKey" || name === "NotFound") return true;
  return errorStatus(error) === 404 && name !== "NoSuchBucket";
}

/** The S3 client for these settings: path-style when asked, the SDK's credential chain by default. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // An unreachable endpoint fails a request (and `/api/ready`) instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…): each file one object,
 * `public/<name>` or `private/<name>`. An object is written whole or not at all, so no
 * temporary files are needed. The bucket must exist; the server never creates one.
 */
export function createS3ImageStorage(
  settings: S3Settings,
  /** `pageSize`: keys per ListObjectsV2 page (S3's 1000 by default; tests page sooner). */
  options: { pageSize?: number } = {},
): ImageStorage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const MaxKeys = options.pageSize;

  async function open(name: string) {
    const Key = objectKeyOf(name);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`No body for ${Key}`);
      return { stream: answer.Body, size: answer.ContentLength };
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  async function listPrefix(Prefix: string): Promise<StoredImageFile[]> {
    const files: StoredImageFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(Prefix.length) ?? "";
        // Only our own names, under the prefix their name belongs to: anything else there
        // (a folder marker, a stray upload) is not ours to report or remove.
        if (!isImageFileName(name) || objectKeyOf(name) !== object.Key) continue;
        files.push({
          name,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files;
  }

  const storage: ImageStorage = {
    async put(name, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKeyOf(name),
          Body: data,
          ContentType: "image/webp",
          // What a browser or CDN reading `public/` straight from the bucket caches: the same
          // as the app's own answer (a name is never written twice with other bytes).
          CacheControl: name.endsWith("-private.webp")
            ? "private, no-store"
            : "public, max-age=31536000, immutable",
        }),
      );
    },
    async read(name) {
      const opened = await open(name);
      if (!opened) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    open,
    async remove(name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKeyOf(name) }));
      } catch (error) {
        if (!isMissingKey(error)) throw error;
      }
    },
    async list() {
      const lists = await Promise.all(PREFIXES.map((prefix) => listPrefix(prefix)));
      return lists.flat();
    },
    async checkWritable() {
      const probe = `ready-check-${randomBytes(6).toString("hex")}.webp`;
      await storage.put(probe, Buffer.from("ready"));
      await storage.remove(probe);
    },
  };
  return storage;
}
