/** English texts of the home page. bn/home.ts has the same keys. */
export default {
  "home.banner.title": "Sell/Buy Your Used Phones Here",
  "home.banner.text":
    "Phones of every brand from people across Bangladesh. Book one in a minute and meet the seller near you.",
  "home.banner.buy": "Buy Now",
  "home.banner.art": "Two used phones changing hands over a taka price tag",
  "home.categories.title": "Categories",
  "home.categories.more": "More brands",
  "home.achievement.title": "Our Achievement",
  "home.achievement.phonesForSale": "Phones for sale",
  "home.achievement.sellers": "Sellers",
  "home.achievement.phonesSold": "Phones sold",
} satisfies Record<`home.${string}`, string>;
