import {
  NEXT_CURSOR_HEADER,
  apiErrorSchema,
  idParamsSchema,
  pendingVerificationRequestListSchema,
  verificationCreatedSchema,
  verificationDecisionBodySchema,
  verificationDecisionResponseSchema,
  verificationRequestBodySchema,
  verificationRequestsQuerySchema,
  verificationStateSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  currentUser,
  deniedResponses as denied,
  requireRole,
  requireVerifiedEmail,
} from "../../plugins/auth";
import {
  createVerificationRequest,
  decideVerificationRequest,
  findPendingRequests,
  findVerificationState,
  VERIFICATION_QUEUE_PAGE_SIZE,
} from "./verification.service";

const onlySeller = requireRole("Seller");
const onlyAdmin = requireRole("Admin");

/** Seller verification tiers (docs/decisions/024-seller-tiers.md): requests and decisions. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/verification", {
    schema: {
      tags: ["verification"],
      summary: "The calling seller's verification tier and their requests, newest first (seller)",
      response: { 200: verificationStateSchema, ...denied },
    },
    preHandler: onlySeller,
    handler: async (request) => findVerificationState(app.db, currentUser(request).id),
  });

  app.post("/api/verification", {
    schema: {
      tags: ["verification"],
      summary: "Ask an admin to check one's identity (NID) or shop (trade licence) (seller)",
      description:
        "`photos`: 1–2 private photos the caller uploaded (`POST /api/images?private=true`), the " +
        "front first; a shop request needs `shopName` and a checked identity (409 " +
        "IDENTITY_NOT_VERIFIED). One pending request per kind (409 VERIFICATION_PENDING); a tier " +
        "already held is 409 ALREADY_VERIFIED. The photos are deleted once an admin decides.",
      body: verificationRequestBodySchema,
      response: {
        200: verificationCreatedSchema,
        400: apiErrorSchema,
        ...denied,
        409: apiErrorSchema,
      },
    },
    // The email tier comes first: 403 EMAIL_NOT_VERIFIED until the address is confirmed.
    preHandler: [onlySeller, requireVerifiedEmail],
    handler: async (request) => {
      const insertedId = await createVerificationRequest(
        app.db,
        currentUser(request).id,
        request.body,
      );
      return { acknowledged: true as const, insertedId };
    },
  });

  app.get("/api/admin/verification-requests", {
    schema: {
      tags: ["verification", "admin"],
      summary: "Pending verification requests, oldest first, with sellers and photos (admin)",
      description:
        `${VERIFICATION_QUEUE_PAGE_SIZE} a page; the next page's cursor is in ` +
        `${NEXT_CURSOR_HEADER}. The photos are private addresses only admins and the seller open.`,
      querystring: verificationRequestsQuerySchema,
      response: { 200: pendingVerificationRequestListSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: onlyAdmin,
    handler: async (request, reply) => {
      const page = await findPendingRequests(app.db, request.query.cursor);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.requests;
    },
  });

  app.post("/api/admin/verification-requests/:id/decision", {
    schema: {
      tags: ["verification", "admin"],
      summary: "Approve or reject a verification request; its photos are deleted (admin)",
      description:
        "`{approve: true}` gives an identity the green tick (`verified`), a shop the shop tier; " +
        "`{approve: false, reason}` (1–500 characters, shown to the seller) rejects it. Either " +
        "way the document's photos are deleted at once. A decided request is 409 ALREADY_DECIDED.",
      params: idParamsSchema,
      body: verificationDecisionBodySchema,
      response: {
        200: verificationDecisionResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: onlyAdmin,
    handler: async (request) => {
      const status = await decideVerificationRequest(
        app.db,
        app.imageStorage,
        request.log,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return { acknowledged: true as const, status };
    },
  });
};
