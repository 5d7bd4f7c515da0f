/**
 * Every TanStack Query key of the app, in one place. A key is made only here: a feature that
 * invalidates another feature's data (a deal step changes the buyer's orders) uses the same
 * factory, so a renamed key cannot leave a stale string behind. `all` is the prefix that
 * invalidates every query of a kind.
 */
export const queryKeys = {
  session: {
    all: ["session"] as const,
    /** The session asked again to learn whether the address has been confirmed since. */
    fresh: (userId: string | undefined) => ["session", "fresh", userId] as const,
  },
  role: {
    all: ["role"] as const,
    of: (email: string | undefined) => ["role", email] as const,
  },
  account: {
    all: ["account"] as const,
    of: (userId: string | undefined) => ["account", userId] as const,
  },
  verification: { all: ["verification"] as const },
  admin: {
    /** `list`: the list call's name (allbuyers, allsellers, alladmins). */
    users: (list: string) => ["admin", list] as const,
    reviewQueue: {
      all: ["admin", "review"] as const,
      of: (filter: string) => ["admin", "review", filter] as const,
    },
    talk: (kind: string) => ["admin", "talk", kind] as const,
    reportedProducts: ["admin", "reportedProducts"] as const,
    verificationRequests: ["admin", "verificationRequests"] as const,
    summary: ["admin", "summary"] as const,
  },
  deal: {
    of: (id: string) => ["deal", id] as const,
    messages: (id: string) => ["deal", id, "messages"] as const,
  },
  savedSearches: ["saved-searches"] as const,
  notifications: {
    all: ["notifications"] as const,
    unread: ["notifications", "unread"] as const,
    list: ["notifications", "list"] as const,
    email: ["notifications", "email"] as const,
  },
  favourites: {
    all: ["favourites"] as const,
    /** The ids of the phones the signed-in person saved (the hearts). */
    ids: (userId: string) => ["favourites", "ids", userId] as const,
    list: ["favourites", "list"] as const,
  },
  myOrders: {
    all: ["myorders"] as const,
    of: (email: string) => ["myorders", email] as const,
  },
  productBookings: {
    all: ["product-bookings"] as const,
    of: (productId: string) => ["product-bookings", productId] as const,
  },
  myProducts: {
    all: ["myproducts"] as const,
    of: (email: string) => ["myproducts", email] as const,
    /** A listing opened for editing (with its whole passport). */
    edit: (id: string) => ["myproducts", "edit", id] as const,
  },
  advertisedProducts: ["advertisedProducts"] as const,
  siteFigures: ["site-figures"] as const,
  priceGuide: (model: { brand?: string; name?: string; storage?: number } | undefined) =>
    ["price-guide", model?.brand, model?.name, model?.storage] as const,
  products: {
    /** `query`: the search's API parameters, as in the page's address. */
    search: (query: string) => ["products", "search", query] as const,
    /** What a search that found nothing could be instead. */
    alternatives: (query: string) => ["products", "alternatives", query] as const,
    detail: (id: string) => ["products", "detail", id] as const,
  },
  sellers: {
    of: (id: string) => ["sellers", id] as const,
    reviews: (id: string) => ["sellers", id, "reviews"] as const,
  },
  resetLink: {
    all: ["reset-link"] as const,
    of: (token: string) => ["reset-link", token] as const,
  },
  verifyEmail: (token: string) => ["verify-email", token] as const,
};

/** The first part of the session's key: queries that outlive a change of who is signed in. */
export const isSessionQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === queryKeys.session.all[0];
