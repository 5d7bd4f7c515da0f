/**
 * A deal's checks and refusals (docs/decisions/030-deals.md), in English; the web app words them
 * in Bangla. The "too long" texts are written out as messages.ts's `tooLongMessage` writes them:
 * importing it would make the web build split messages.ts out of the home page's chunk.
 */
export const DEAL_MESSAGES = {
  textInvalid: "The text may not contain control or text-direction characters.",
  placeRequired: "Say where to meet.",
  placeTooLong: "The meeting place must be at most 200 characters.",
  timeInvalid: "Choose a date and time for the meetup.",
  timeInPast: "Choose a meetup time in the future.",
  timeTooFar: "Choose a meetup time within the next 60 days.",
  cancelReasonRequired: "Say why you are cancelling: the other side reads it.",
  cancelReasonTooLong: "The reason must be at most 300 characters.",
  codeInvalid: "The handover code is 6 digits.",
  messageRequired: "Write a message.",
  messageTooLong: "A message must be at most 1000 characters.",
  messageHasLink: "Messages cannot contain links.",
  textHasLink: "Links cannot be shared here: write it in words.",
  starsInvalid: "Choose from 1 to 5 stars.",
  commentTooLong: "The comment must be at most 500 characters.",
  reportReasonTooLong: "The reason must be at most 500 characters.",
  noAdvance: "Never pay an advance. Pay only when you hold the phone.",
} as const;
