import { z } from "zod";
import { TEXT_LIMITS } from "./constants";
import { isSafeName, isSafeText } from "./text";

/** The shortest and longest message the Contact page sends to the admins. */
export const CONTACT_LIMITS = { messageMin: 10, messageMax: 2000 } as const;

/** Why a contact message is refused (the web app shows them in the reader's language). */
export const CONTACT_MESSAGES = {
  nameRequired: "Enter your name.",
  nameInvalid: "Your name may not contain control or text-direction characters.",
  emailInvalid: "Enter a valid email address, so that we can answer.",
  messageTooShort: "Write at least 10 characters.",
  messageTooLong: "A message may be at most 2000 characters.",
  messageInvalid: "The message may not contain control characters.",
  sent: "Thank you. Your message reached the admins; they answer by email.",
} as const;

/** `POST /api/contact`: a message to the admins from anyone, signed in or not. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .max(TEXT_LIMITS.personName, CONTACT_MESSAGES.nameInvalid)
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .refine(isSafeName, CONTACT_MESSAGES.nameInvalid),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .max(TEXT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .trim()
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong)
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .refine(isSafeText, CONTACT_MESSAGES.messageInvalid),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
