/** English texts of the admin's review queue (decision 024). bn/review.ts has the same keys. */
export default {
  "review.title": "Review queue",
  "review.intro":
    "What waits for an admin's decision: listings the server held, flagged or buyers reported, then sellers asking to be verified.",
  "review.sellers.title": "Seller verification",
  "review.sellers.intro":
    "Check that the document is readable and matches the seller's name. Its photos are deleted as soon as you decide.",
  "review.sellers.loading": "Loading the verification requests",
  "review.sellers.failed": "The verification requests could not be loaded.",
  "review.sellers.empty": "No seller is waiting for verification.",
  "review.sellers.identity": "Identity (NID)",
  "review.sellers.shop": "Shop: {name}",
  "review.sellers.sent": "Sent {date}",
  "review.sellers.memberSince": "Member since {date}",
  "review.sellers.photo": "Document photo {number} from {name}",
  "review.sellers.photoFailed": "This photo could not be loaded.",
  "review.sellers.approve": "Approve",
  "review.sellers.reject": "Reject",
  "review.sellers.approveTitle": "Approve {name}?",
  "review.sellers.approveIdentity":
    "{name} gets the green tick on every phone they list. The document's photos are deleted.",
  "review.sellers.approveShop":
    "{name}'s phones show “Verified shop · {shop}”. The document's photos are deleted.",
  "review.sellers.rejectTitle": "Reject the request of {name}?",
  "review.sellers.reason": "Reason",
  "review.sellers.reasonHint": "The seller sees it: say what to fix, e.g. “The photo is blurred”.",
  "review.sellers.approved": "Approved. The seller's badge is updated.",
  "review.sellers.rejected": "Rejected. The seller sees your reason.",
  "review.sellers.more": "Show more requests",
};
