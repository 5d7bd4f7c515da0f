import { apiErrorSchema, contactMessageSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../app-error";
import { CONTACT_WINDOW_SECONDS, sendContactMessage } from "./contact.service";

/** The Contact page's form: a message to the admins. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/contact", {
    schema: {
      tags: ["contact"],
      summary: "Send the admins a message from the Contact page (anyone)",
      description:
        "Emailed to every admin in their language, with the sender's name and address. At most " +
        "3 an hour from one client and for one sender's address: beyond, 429 and nothing sent.",
      body: contactMessageSchema,
      response: {
        200: z.object({ acknowledged: z.literal(true) }),
        400: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      try {
        await sendContactMessage(app.db, request.body, request.ip);
      } catch (error) {
        // The hour the messages are counted in ends within the hour.
        if (error instanceof AppError && error.code === "RATE_LIMITED") {
          void reply.header("retry-after", String(CONTACT_WINDOW_SECONDS));
        }
        throw error;
      }
      return { acknowledged: true as const };
    },
  });
};
