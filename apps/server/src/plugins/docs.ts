import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@bechedaw/shared";
import { ANYONE, demandsSignIn, SIGNED_IN, type SecurityRequirement } from "./auth";
import { WRITE_METHODS } from "./write-methods";

/**
 * The refusals any API route can give before its handler runs, added to its documented answers:
 * 400 for a path parameter that is not percent-encoded UTF-8 and 414 for one over Fastify's
 * length limit; on writes, 400 for a body that is not JSON (Fastify parses a body even where the
 * route reads none), 415 for a body of another type and 429 from the write and sign-in limits.
 */
function commonRefusals(method: string | string[], url: string) {
  const methods = [method].flat();
  return {
    ...(url.includes(":") || url.includes("*") ? { 400: apiErrorSchema, 414: apiErrorSchema } : {}),
    ...(methods.some((m) => WRITE_METHODS.has(m))
      ? { 400: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema }
      : {}),
  };
}

type MaybeZod = { safeParse?: (value: unknown) => { success: boolean } };

/** Whether a route's body schema accepts no body (Fastify validates a missing body as null). */
function bodyIsOptional(body: unknown): boolean {
  const schema = body as MaybeZod | undefined;
  if (typeof schema?.safeParse !== "function") return false;
  return schema.safeParse(null).success || schema.safeParse(undefined).success;
}

/**
 * Who may call a route, as its operation declares it: what the route's schema says, else what its
 * preHandler demands (signed in behind `requireUser` or `requireRole`, anyone otherwise). A route
 * that checks credentials some other way says so in its schema (`security`); the authorization
 * matrix fails on a route whose declaration disagrees with the callers it lets in.
 */
function securityOf(url: string, declared: unknown, preHandler: unknown): SecurityRequirement[] {
  const signedIn = demandsSignIn(preHandler);
  if (declared === undefined) return signedIn ? SIGNED_IN : ANYONE;
  const requirements = declared as SecurityRequirement[];
  const anonymous = requirements.length === 0 || requirements.some((r) => !Object.keys(r).length);
  if (signedIn && anonymous) {
    throw new Error(`${url} is declared open to anyone, but its preHandler demands a sign-in`);
  }
  return requirements;
}

/** `/api/products/:id/sold` as OpenAPI writes it: `/api/products/{id}/sold`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, "{$1}");
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
};

/**
 * OpenAPI 3.0 reads `nullable` as adding null to the type, but an `enum` still has to list null
 * for null to be valid; zod's converter leaves it out of nullable enums (a phone's condition).
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
  for (const value of Object.values(node)) listNullInNullableEnums(value);
}

/** OpenAPI document built from every route's zod schemas. */
export async function registerApiDocs(app: FastifyInstance) {
  // @fastify/swagger marks every declared body required; these routes also take none.
  const optionalBodies = new Set<string>();
  app.addHook("onRoute", (route) => {
    if (route.schema?.hide) return;
    if (bodyIsOptional(route.schema?.body)) {
      for (const method of [route.method].flat()) {
        optionalBodies.add(`${method.toLowerCase()} ${openApiPath(route.url)}`);
      }
    }
    const documented = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...route.schema,
      security: securityOf(route.url, route.schema?.security, route.preHandler),
      response: { ...commonRefusals(route.method, route.url), ...documented },
    };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "BecheDaw API", version: "1.0.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "bechedaw.session_token" },
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "The session's token, from the set-auth-token header or GET /api/jwt",
          },
          scraper: {
            type: "http",
            scheme: "bearer",
            description: "The metrics scraper's METRICS_TOKEN (no user has it)",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!("openapiObject" in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const document = openapiObject as OpenApiDocument;
      for (const [path, methods] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(methods)) {
          if (operation.requestBody && optionalBodies.has(`${method} ${path}`)) {
            operation.requestBody.required = false;
          }
        }
      }
      listNullInNullableEnums(document.paths);
      return openapiObject;
    },
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
}
