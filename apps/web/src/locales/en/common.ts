/** English texts used across areas. Keys are "common.<what>"; bn/common.ts has the same keys. */
export default {
  "common.location.Dhaka": "Dhaka",
  "common.location.Gazipur": "Gazipur",
  "common.location.Bogura": "Bogura",
  "common.location.Chittagong": "Chittagong",
  "common.location.Barishal": "Barishal",
  "common.location.Dinajpur": "Dinajpur",
  "common.location.Thakurgaon": "Thakurgaon",
  "common.location.Kurigram": "Kurigram",
  "common.location.Rangpur": "Rangpur",
  "common.age.months": "{count, plural, one {# month} other {# months}}",
  "common.age.moreThanYear": "More than 1 year",
  "common.role.Buyer": "Buyer",
  "common.role.Seller": "Seller",
  "common.role.Admin": "Admin",
} satisfies Record<`common.${string}`, string>;
