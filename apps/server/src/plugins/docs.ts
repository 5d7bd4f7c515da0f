import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@bechedaw/shared";
import { WRITE_METHODS } from "./write-methods";

/**
 * The refusals any API route can give before its handler runs, added to its documented answers:
 * 414 for a path parameter over Fastify's length limit, 415 for a body of another type, 429 from
 * the write and sign-in limits.
 */
function commonRefusals(method: string | string[], url: string) {
  const methods = [method].flat();
  return {
    ...(url.includes(":") || url.includes("*") ? { 414: apiErrorSchema } : {}),
    ...(methods.some((m) => WRITE_METHODS.has(m))
      ? { 415: apiErrorSchema, 429: apiErrorSchema }
      : {}),
  };
}

/** OpenAPI document built from every route's zod schemas. */
export async function registerApiDocs(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (route.schema?.hide) return;
    const documented = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...route.schema,
      response: { ...commonRefusals(route.method, route.url), ...documented },
    };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "BecheDaw API", version: "1.0.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "bechedaw.session_token" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
}
