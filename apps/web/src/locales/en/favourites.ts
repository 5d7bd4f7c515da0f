/** The Favourites page: the phones a person saved with the heart. */
export default {
  "dashboard.menu.favourites": "Favourites",
  "favourites.title": "Favourites",
  "favourites.loading": "Loading your favourites…",
  "favourites.failed": "Your favourites could not be loaded.",
  "favourites.empty": "You have not saved any phone yet.",
  "favourites.emptyHint": "Tap the heart on a phone to keep it here and hear when it gets cheaper.",
  "favourites.browse": "Browse phones",
  "favourites.list": "Your saved phones",
  "favourites.sold": "Sold",
  "favourites.available": "For sale",
  "favourites.savedOn": "Saved on {date}",
  "favourites.remove": "Remove",
  "favourites.removeOf": "Remove {phone} from favourites",
  "favourites.removed": "{phone} is no longer in your favourites.",
  "favourites.showMore": "Show more",
} as const;
