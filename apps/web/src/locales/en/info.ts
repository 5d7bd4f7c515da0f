/** English texts of the Contact page. Keys are "info.<what>"; bn/info.ts has the same keys. */
export default {
  "info.contact.title": "Contact us",
  "info.contact.intro":
    "Write to the admins: a question, a problem with a deal, a listing that worries you. They answer by email. To report a phone, a message or a review, use its Report button instead.",
  "info.contact.name": "Your name",
  "info.contact.email": "Your email address",
  "info.contact.emailHint": "The admins answer to this address.",
  "info.contact.message": "Your message",
  "info.contact.count": "{count} of {max} characters",
  "info.contact.send": "Send",
  "info.contact.help": "Many answers are already in the Help centre.",
} satisfies Record<`info.${string}`, string>;
