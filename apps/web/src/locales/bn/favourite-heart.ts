import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/favourite-heart";

/** The heart on phone cards and pages, in Bangla. */
export default {
  "products.favourite.save": "{phone} পছন্দের তালিকায় রাখুন",
  "products.favourite.signIn": "পছন্দের তালিকায় ফোন রাখতে লগইন করুন।",
  "products.favourite.limit": "পছন্দের তালিকায় আর ফোন রাখা যাবে না। আগে তালিকা থেকে একটি সরিয়ে নিন।",
} satisfies CatalogOf<typeof en>;
