import { apiErrorSchema, EMAIL_MESSAGES, type Role } from "@bechedaw/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthorized } from "../app-error";

/** The header our Fastify bridge sets from the socket, replacing any client value. */
export const CLIENT_IP_HEADER = "x-bechedaw-client-ip";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  /** The address is confirmed: the account may list phones (decision 026). */
  emailVerified: boolean;
  sessionToken: string;
};

/** Finds the signed-in user from a request's headers (cookie or bearer token), or null. */
export type LoadSessionUser = (headers: Headers) => Promise<SessionUser | null>;

declare module "fastify" {
  interface FastifyInstance {
    loadSessionUser: LoadSessionUser;
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

/**
 * Gives every request its signed-in user. The sessions themselves belong to modules/auth, which
 * app.ts hands in as `loadSessionUser`: plugins never import a module
 * (docs/decisions/007-module-boundaries.md).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { loadSessionUser: LoadSessionUser }) => {
    app.decorate("loadSessionUser", options.loadSessionUser);
    app.decorateRequest("sessionUser", null);
  },
);

/** The OpenAPI responses of a route behind `requireUser` or `requireRole`. */
export const deniedResponses = { 401: apiErrorSchema, 403: apiErrorSchema };

/** An OpenAPI security requirement: scheme names, each with its (unused) scopes. */
export type SecurityRequirement = Record<string, string[]>;
/** The OpenAPI security of a route for signed-in callers: the session cookie or its bearer token. */
export const SIGNED_IN: SecurityRequirement[] = [{ session: [] }, { bearer: [] }];
/** The OpenAPI security of a route anyone may call: the empty requirement, no credentials. */
export const ANYONE: SecurityRequirement[] = [{}];

/** The preHandlers that demand a signed-in caller: `requireUser` and each `requireRole(...)`. */
const signInChecks = new WeakSet<object>([requireUser]);

/** Whether a route's preHandler (one or a list) demands a signed-in caller. */
export function demandsSignIn(preHandler: unknown): boolean {
  const handlers: unknown[] = [preHandler].flat();
  return handlers.some((handler) => typeof handler === "function" && signInChecks.has(handler));
}

const sessionLookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The request's signed-in user, or null: looked up once per request, whoever asks first (the
 * limits key writes on it before the route's own `requireUser` runs).
 */
export function sessionUserOf(request: FastifyRequest): Promise<SessionUser | null> {
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    lookup = request.server.loadSessionUser(toWebHeaders(request));
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

/** preHandler: the caller must be signed in (cookie or bearer token). */
export async function requireUser(request: FastifyRequest) {
  request.sessionUser = await sessionUserOf(request);
  if (!request.sessionUser) throw unauthorized();
}

/** The refusal of a caller without the role a route asks for first. */
const ROLE_REQUIRED = { Seller: "NOT_A_SELLER", Admin: "NOT_AN_ADMIN" } as const;

/**
 * preHandler factory: the caller must be signed in with one of these roles (read from the
 * database); the first one names the refusal (`requireRole("Seller", "Admin")`: NOT_A_SELLER).
 */
export function requireRole(role: keyof typeof ROLE_REQUIRED, ...others: Role[]) {
  const roles = [role, ...others];
  const check = async function (request: FastifyRequest) {
    await requireUser(request);
    if (!roles.includes(request.sessionUser!.role)) throw forbidden(ROLE_REQUIRED[role]);
  };
  signInChecks.add(check);
  return check;
}

/**
 * preHandler, after `requireUser` or `requireRole`: the caller's address must be confirmed
 * (listing phones, asking for a seller tier; docs/decisions/026-email-verification.md).
 */
export async function requireVerifiedEmail(request: FastifyRequest) {
  if (!currentUser(request).emailVerified) {
    throw forbidden("EMAIL_NOT_VERIFIED", EMAIL_MESSAGES.notVerified);
  }
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/**
 * The signed-in user, who must be the one `email` names (or, with `allowAdmin`, an admin): what
 * is asked for by email is only ever one's own (403 otherwise).
 */
export function currentUserWithEmail(
  request: FastifyRequest,
  email: string,
  options: { allowAdmin?: boolean } = {},
): SessionUser {
  const caller = currentUser(request);
  const isSelf = email.toLowerCase() === caller.email.toLowerCase();
  if (!isSelf && !(options.allowAdmin && caller.role === "Admin")) {
    throw forbidden("NOT_YOUR_ACCOUNT");
  }
  return caller;
}
