/**
 * A deal's thread and reviews: the server's refusals (docs/decisions/030-deals.md), in English;
 * the web app words them in Bangla (locales/bn/deal-talk-shared.ts).
 */
export const DEAL_TALK_MESSAGES = {
  dealNotFound: "This deal does not exist.",
  notSide: "Only the buyer and the seller of this deal may do this.",
  dealEnded: "This deal has ended: its thread takes no new messages.",
  tooManyMessages: "You are sending messages too fast. Wait a minute and try again.",
  messageNotFound: "This message does not exist.",
  ownMessage: "You cannot report your own message.",
  messageReported: "You have reported this message already.",
  reviewNotAllowed: "Only a deal completed with the handover code can be reviewed.",
  alreadyReviewed: "You have reviewed this deal already.",
  reviewNotFound: "This review does not exist.",
  ownReview: "You cannot report your own review.",
  reviewReported: "You have reported this review already.",
  userNotFound: "This user does not exist.",
} as const;
