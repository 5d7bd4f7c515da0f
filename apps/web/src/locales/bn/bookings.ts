import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/bookings";

/** বাংলা: booking a phone and the buyer's orders (same keys as en/bookings.ts). */
export default {
  "bookings.modal.title": "{name} বুক করুন",
  "bookings.form.price": "দাম",
  "bookings.form.name": "আপনার নাম",
  "bookings.form.email": "আপনার ইমেইল",
  "bookings.form.phone": "ফোন নম্বর",
  "bookings.form.phoneHint": "বাংলা অঙ্কেও (০-৯) লিখতে পারেন।",
  "bookings.form.location": "দেখা করার স্থান",
  "bookings.form.cancel": "বাতিল",
  "bookings.form.submit": "জমা দিন",
  "bookings.orders.title": "আমার অর্ডার",
  "bookings.orders.loading": "আপনার অর্ডারগুলো লোড হচ্ছে",
  "bookings.orders.failed": "আপনার অর্ডারগুলো লোড করা গেল না।",
  "bookings.orders.empty": "আপনি এখনো কোনো পণ্য বুক করেননি।",
  "bookings.orders.browse": "ফোন দেখুন",
  "bookings.orders.caption": "আপনার অর্ডার",
  "bookings.orders.product": "পণ্য",
  "bookings.orders.price": "দাম",
  "bookings.orders.location": "স্থান",
  "bookings.orders.status": "অবস্থা",
  "bookings.orders.delete": "মুছুন",
  "bookings.orders.deleteOf": "{name}-এর বুকিং মুছুন",
  "bookings.orders.soldHint": "ফোনটি আপনার কাছে বিক্রি হয়েছে, তাই বুকিংটি বাতিল করা যাবে না।",
  "bookings.status.booked": "বুক করা",
  "bookings.status.soldToYou": "আপনার কাছে বিক্রি হয়েছে",
  "bookings.status.endedBySeller": "বিক্রেতা শেষ করেছেন",
  "bookings.cancel.title": "বুকিংটি বাতিল করবেন?",
  "bookings.cancel.ended":
    'বিক্রেতা "{name}" অন্য কারও কাছে বিক্রি করেছেন। এটি আপনার অর্ডার থেকে সরিয়ে দেবে।',
  "bookings.cancel.booked": '"{name}"-এর বুকিং বাতিল হবে এবং বিক্রেতা আর এটি দেখতে পাবেন না।',
  "bookings.cancel.confirm": "বুকিং বাতিল করুন",
  "bookings.cancel.keep": "বুকিং রাখুন",
} satisfies CatalogOf<typeof en>;
