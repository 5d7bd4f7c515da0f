import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Below this an answer goes as it is: the headers outweigh what compression saves. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS: ("br" | "gzip")[] = ["br", "gzip"];

/**
 * Brotli or gzip, as the client accepts, for text answers (JSON, the rendered index.html) over
 * 1 KB. Images (WebP, JPEG, PNG) are already compressed and go as they are, and the web app's
 * assets arrive compressed at build time (plugins/web.ts). Request bodies are never inflated:
 * a compressed upload would slip past the body limits.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ENCODINGS,
    threshold: COMPRESS_FROM_BYTES,
    globalDecompression: false,
  });
}

const negotiator = new Negotiator({ supportedValues: ENCODINGS });
/** The same fast settings as the hook's (brotli quality 4, gzip level 6). */
const compressors = {
  br: (text: string) =>
    zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (text: string) => zlib.gzipSync(text),
};

/**
 * Compresses a text answer sent from a not-found handler, which the global hook above does not
 * see (it is attached to routes): brotli or gzip as the client accepts, from 1 KB.
 */
export function compressedText(request: FastifyRequest, reply: FastifyReply, text: string) {
  const accepted = request.headers["accept-encoding"];
  const encoding = accepted ? negotiator.negotiate(accepted) : null;
  if (!encoding || Buffer.byteLength(text) < COMPRESS_FROM_BYTES) return text;
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  reply.header("content-encoding", encoding);
  return compressors[encoding](text);
}
