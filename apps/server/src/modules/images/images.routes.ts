import multipart, { type MultipartFile } from "@fastify/multipart";
import { apiErrorSchema, imageUploadResponseSchema } from "@bechedaw/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../app-error";
import { currentUser, requireRole, requireUser } from "../../plugins/auth";
import { MAX_UPLOAD_BYTES } from "./images.processing";
import {
  hashUnhashedImages,
  isPublicImageFile,
  openImageFile,
  readPrivateImageFile,
  saveImage,
  UPLOADS_BUSY_RETRY_SECONDS,
} from "./images.service";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A stored photo's file name (a random id and its extension); no name is longer. */
const imageFileParams = z.object({ file: z.string().max(100) });

/** `?private=true`: a proof photo for a phone passport (decision 020), never served publicly. */
const uploadQuerySchema = z.object({
  private: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
});

function toUploadError(error: unknown): AppError {
  if ((error as { statusCode?: unknown }).statusCode === 413) {
    return new AppError("IMAGE_TOO_LARGE", "The photo must be 10 MB or smaller.");
  }
  return new AppError("IMAGE_UNREADABLE", "The upload could not be read; please try again.");
}

/** The bytes of the multipart field `image`, read up to the size limit. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      "MULTIPART_REQUIRED",
      'Send the photo as multipart/form-data in the field "image".',
    );
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw toUploadError(error);
  }
  if (part?.fieldname !== "image") {
    throw new AppError("IMAGE_REQUIRED", "Image is required", [
      { path: "body/image", message: "Image is required" },
    ]);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    throw toUploadError(error);
  }
}

/**
 * Once the server is ready, hashes in the background the photos stored before perceptual hashes
 * (decision 021), so that copies of listings made before the upgrade are found too.
 */
function hashOlderPhotosInBackground(app: FastifyInstance) {
  let isClosing = false;
  let running: Promise<void> | undefined;
  app.addHook("onReady", async () => {
    running = hashUnhashedImages(app.db, app.imageStorage, () => isClosing)
      .then((hashed) => {
        if (hashed > 0) app.log.info(`hashed ${hashed} photos stored before perceptual hashes`);
      })
      .catch((error: unknown) => app.log.error(error));
  });
  app.addHook("onClose", async () => {
    isClosing = true;
    await running;
  });
}

/** Photo upload and serving. Multipart is parsed in this scope only. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  hashOlderPhotosInBackground(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.post("/api/images", {
    schema: {
      tags: ["images"],
      summary: "Upload a phone photo (multipart field `image`, JPEG/PNG/WebP, ≤ 10 MB)",
      description:
        "With `?private=true` the photo is a private proof for a phone passport (the KYD answer, " +
        "the receipt): its address is under /api/images/private/, which only its uploader and " +
        "admins can open, and the public image route never serves it.",
      querystring: uploadQuerySchema,
      consumes: ["multipart/form-data"],
      response: {
        200: imageUploadResponseSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        403: apiErrorSchema,
        413: apiErrorSchema,
        415: apiErrorSchema,
        429: apiErrorSchema,
        503: apiErrorSchema,
      },
    },
    config: { rateLimit: { max: app.config.uploadRateLimit, timeWindow: 60_000 } },
    preHandler: requireRole("Seller"),
    handler: async (request, reply) => {
      const upload = await readUpload(request);
      try {
        const { url } = await saveImage(app.db, app.imageStorage, currentUser(request).id, upload, {
          isPrivate: request.query.private === true,
        });
        return { success: true as const, data: { url } };
      } catch (error) {
        if (error instanceof AppError && error.code === "UPLOADS_BUSY") {
          void reply.header("retry-after", String(UPLOADS_BUSY_RETRY_SECONDS));
        }
        throw error;
      }
    },
  });

  app.get("/api/images/private/:file", {
    schema: {
      tags: ["images"],
      summary: "A private proof photo (WebP): its uploader and admins only",
      description: "Anyone else, and an unknown file, gets 404.",
      params: imageFileParams,
      produces: ["image/webp"],
      response: {
        200: z.unknown().describe("The photo's bytes (WebP)"),
        401: apiErrorSchema,
        404: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const data = await readPrivateImageFile(
        app.db,
        app.imageStorage,
        request.params.file,
        currentUser(request),
      );
      return reply
        .type("image/webp")
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(data);
    },
  });

  const publicUrl = app.config.s3?.publicUrl;
  app.get("/images/:file", {
    schema: {
      tags: ["images"],
      summary: "A stored photo (WebP)",
      description:
        "Streamed from the photo storage; with S3_PUBLIC_URL set, a 301 to the photo's public " +
        "address in the bucket instead (cached like the photo itself).",
      params: imageFileParams,
      produces: ["image/webp"],
      response: {
        200: z.unknown().describe("The photo's bytes (WebP)"),
        301: z.unknown().describe("The photo's address in the bucket (S3_PUBLIC_URL)"),
        404: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { file } = request.params;
      if (publicUrl && isPublicImageFile(file)) {
        // Names are never reused for other bytes, so the redirect may be cached for good.
        return reply.header("cache-control", IMMUTABLE).redirect(`${publicUrl}/${file}`, 301);
      }
      const { stream, size } = await openImageFile(app.imageStorage, file);
      // A stream failing before its first byte becomes the error handler's JSON answer (Fastify
      // sends it while no header has gone): none of the photo's headers may stay on it, least
      // of all a year's caching.
      stream.once("error", () => {
        for (const name of ["cache-control", "content-type", "content-length"]) {
          void reply.removeHeader(name);
        }
      });
      if (size !== undefined) void reply.header("content-length", size);
      return reply
        .type("image/webp")
        .header("cache-control", IMMUTABLE)
        .header("x-content-type-options", "nosniff")
        .send(stream);
    },
  });
};
