/** The heart on phone cards and pages (in the find part: the pages that show cards load it). */
export default {
  "products.favourite.save": "Save {phone} to favourites",
  "products.favourite.signIn": "Log in to save phones to your favourites.",
  "products.favourite.limit":
    "You have saved as many phones as one can. Remove one from your favourites first.",
} as const;
