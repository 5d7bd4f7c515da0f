import type { Role } from "@bechedaw/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Auth } from "../modules/auth/auth";
import { CLIENT_IP_HEADER } from "../modules/auth/auth";
import { forbidden, unauthorized } from "../errors";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  sessionToken: string;
};

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** Copies the request's headers for Better Auth, with the client IP taken from the socket. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

async function loadSessionUser(app: FastifyInstance, request: FastifyRequest) {
  const result = await app.auth.api.getSession({ headers: toWebHeaders(request) });
  if (!result) return null;
  const { user, session } = result;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as Role,
    verified: Boolean(user.verified),
    sessionToken: session.token,
  } satisfies SessionUser;
}

/** Decorates the app with the Better Auth instance and every request with its signed-in user. */
export const authPlugin = fp(async (app: FastifyInstance, options: { auth: Auth }) => {
  app.decorate("auth", options.auth);
  app.decorateRequest("sessionUser", null);
});

/** preHandler: the caller must be signed in (cookie or bearer token). */
export async function requireUser(this: FastifyInstance, request: FastifyRequest) {
  request.sessionUser = await loadSessionUser(this, request);
  if (!request.sessionUser) throw unauthorized();
}

/** preHandler factory: the caller must be signed in with one of these roles (read from the database). */
export function requireRole(...roles: Role[]) {
  return async function (this: FastifyInstance, request: FastifyRequest) {
    await requireUser.call(this, request);
    if (!roles.includes(request.sessionUser!.role)) throw forbidden();
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
