import { tooLongMessage } from "./messages";

/** A deal's checks and refusals (docs/decisions/030-deals.md), in English; the web app words them in Bangla. */
export const DEAL_MESSAGES = {
  textInvalid: "The text may not contain control or text-direction characters.",
  placeRequired: "Say where to meet.",
  placeTooLong: tooLongMessage("The meeting place", 200),
  timeInvalid: "Choose a date and time for the meetup.",
  timeInPast: "Choose a meetup time in the future.",
  timeTooFar: "Choose a meetup time within the next 60 days.",
  cancelReasonRequired: "Say why you are cancelling: the other side reads it.",
  cancelReasonTooLong: tooLongMessage("The reason", 300),
  codeInvalid: "The handover code is 6 digits.",
  messageRequired: "Write a message.",
  messageTooLong: tooLongMessage("A message", 1000),
  messageHasLink: "Messages cannot contain links.",
  starsInvalid: "Choose from 1 to 5 stars.",
  commentTooLong: tooLongMessage("The comment", 500),
  reportReasonTooLong: tooLongMessage("The reason", 500),
  noAdvance: "Never pay an advance. Pay only when you hold the phone.",
} as const;
