/** English texts of the seller's Verification page (decision 024). bn/verification.ts has the same keys. */
export default {
  "verification.title": "Verification",
  "verification.intro":
    "Buyers trust a checked seller more: your badge shows beside your name on every phone you list.",
  "verification.current": "Your badge:",
  "verification.noBadge": "none yet",
  "verification.loading": "Loading your verification",
  "verification.failed": "Your verification could not be loaded.",
  "verification.steps": "Steps",
  "verification.privacy":
    "Only admins see the photos you send here. They are deleted as soon as an admin decides; only the decision is kept.",
  "verification.status.done": "Done",
  "verification.status.pending": "Waiting",
  "verification.status.todo": "To do",
  "verification.status.locked": "Later",
  "verification.email.title": "Email verified",
  "verification.email.done": "Your email address is confirmed.",
  "verification.email.todo":
    "Not confirmed yet: open the link we emailed you. Accounts that sign in with Google are confirmed already.",
  "verification.identity.title": "Identity checked",
  "verification.identity.text":
    "Send a photo of your national ID card (NID): the front, and the back too if you like. An admin checks that it is readable and matches your name, and you get the green tick.",
  "verification.identity.emailFirst": "Confirm your email address first (step 1).",
  "verification.identity.done": "An admin checked your identity: your phones show the green tick.",
  "verification.shop.title": "Verified shop",
  "verification.shop.text":
    "Selling from a shop? Send a photo of its trade licence and its name. Your phones then show “Verified shop” with the shop's name.",
  "verification.shop.done": "Your phones show “Verified shop · {name}”.",
  "verification.shop.locked": "Get your identity checked first.",
  "verification.pending": "Sent on {date}: waiting for an admin.",
  "verification.rejected": "Not approved on {date}. The admin said: {reason}",
  "verification.tryAgain": "Fix it and send new photos below.",
  "verification.nidFront": "NID, front",
  "verification.nidBack": "NID, back (optional)",
  "verification.licence": "Trade licence",
  "verification.shopName": "Shop name",
  "verification.photoHint": "JPEG, PNG or WebP, up to 10 MB. Every word must be readable.",
  "verification.chosen": "Chosen: {name}",
  "verification.photoRequired": "Choose a photo of the document.",
  "verification.send": "Send for checking",
  "verification.sent": "Sent. An admin will check it soon.",
};
