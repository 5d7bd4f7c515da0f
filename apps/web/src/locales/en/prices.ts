/**
 * English texts of the price signals (docs/decisions/022-price-signals.md): the warning on a
 * phone's page and the price guide of the listing form. Part of the "find" catalog; bn/prices.ts
 * has the same keys.
 */
export default {
  "find.prices.lowTitle": "Unusually low price. Never pay an advance.",
  "find.prices.lowText":
    "Similar phones sell for about {median}. A price far below that is a common trick: meet the seller in a public place, check the phone, and only then pay.",
  "find.prices.advanceTitle": "This listing asks for money in advance.",
  "find.prices.advanceText":
    "Its seller's words mention bKash, Nagad, Rocket or an advance. Never pay before the handover: meet in a public place, check the phone, and pay only then.",
  "find.prices.guide": "Similar phones sell for {low} – {high}",
  "find.prices.guideBasis": "From {count} listings of the last 90 days.",
};
