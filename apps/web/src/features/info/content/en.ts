import type { InfoPages } from "./types";

/** The site's own pages in English; bn.ts has the same pages and sections. */
export const pages: InfoPages = {
  about: {
    title: "About BecheDaw",
    intro: "A place in Bangladesh to sell and buy used phones, safely and fairly.",
    sections: [
      {
        heading: "What BecheDaw is",
        paragraphs: [
          "BecheDaw is a marketplace for used mobile phones. Sellers, from people selling their own phone to shops, list phones with photos, a price and the phone's passport: its IMEI, whether it is an official (BTRC-registered) unit, its battery, what comes in the box and its repairs. Buyers search in English, Banglish or Bangla, book a phone and meet the seller.",
          "BecheDaw does not hold money and does not sell phones itself. The buyer pays the seller when the phone is in their hands.",
        ],
      },
      {
        heading: "How a deal works",
        paragraphs: [
          "A buyer books a phone; the seller accepts the booking, and only then does each side see the other's phone number. They agree where and when to meet, in a busy public place. At the meetup the buyer checks the phone (dial *#06# to see its IMEI) and gives the seller a six-digit handover code from the deal's page; the seller types it in, and the phone is recorded as sold. Both can then review each other.",
        ],
      },
      {
        heading: "How we keep it safe",
        paragraphs: [
          "Admins look at listings that an automatic check flags: an IMEI already on another listing, a price far below the model's usual price, photos taken from another listing, a request for an advance payment. Buyers can report a listing, a message or a review. Sellers can have their identity or their shop checked, and listings show what was checked.",
          "Never send an advance by bKash, Nagad or Rocket, and pay only when the phone is in your hands.",
        ],
      },
    ],
  },
  terms: {
    title: "Terms of use",
    intro: "The rules for everyone who uses BecheDaw. By using the site you accept them.",
    sections: [
      {
        heading: "Your account",
        paragraphs: [
          "You need an account to book or list a phone. Give your real name and an email address you read, keep your password to yourself, and tell us if someone else used your account. One person, one account.",
          "You may delete your account at any time in Settings. It is then gone for good, with your listings, bookings and reports.",
        ],
      },
      {
        heading: "Listing a phone",
        paragraphs: [
          "List only a phone you own and may sell, in the condition you describe, with your own photos of it. Its IMEI must be the phone's own. Do not list a stolen phone, a phone blocked by BTRC, a copy sold as the original, or anything that is not a phone.",
          "The price you list is the price you ask. Do not ask a buyer for money before they have the phone.",
        ],
      },
      {
        heading: "Booking and buying",
        paragraphs: [
          "A booking asks the seller to sell you the phone; it is not a payment. Meet in a public place, check the phone and its IMEI before you pay, and pay only when it is in your hands. Give the handover code only once you have the phone.",
          "BecheDaw is not a party to the sale: the seller and the buyer are. We do not guarantee a phone, a seller or a buyer, and we are not responsible for a deal between them, but we act on every report.",
        ],
      },
      {
        heading: "What we may do",
        paragraphs: [
          "Admins may hold, reject or delete a listing, hide a message or a review, and ban an account that breaks these rules or that we believe is used for fraud. A ban ends the account's open deals and hides its listings.",
          "We may change these terms; the date of the change is shown here, and the new terms apply from then on.",
        ],
      },
      {
        heading: "Questions",
        paragraphs: [
          "Write to us through the Contact page. These terms are governed by the laws of Bangladesh.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy policy",
    intro: "What BecheDaw keeps about you, why, for how long, and who sees it.",
    sections: [
      {
        heading: "Your account",
        paragraphs: [
          "We keep your name, email address, a hash of your password (never the password itself), your role (buyer, seller or admin), your language and, if you give them, your district and phone number. We need them to let you sign in, to show your name on your listings and deals, and to write to you. Other users see your name; your email address is seen by admins only.",
        ],
      },
      {
        heading: "Your phones and their IMEI",
        paragraphs: [
          "A listing's photos, price, description and passport are public, except the IMEI: buyers see only its last 4 digits, so they can check the phone at the meetup. The whole IMEI is seen by you and by admins, who compare it with other listings and with phones reported stolen. Receipts and BTRC answers you add as private proof are seen by admins only.",
        ],
      },
      {
        heading: "Identity and shop checks",
        paragraphs: [
          "If you ask to have your identity or your shop checked, you send photos of your NID or your trade licence. Only admins see them, and they are deleted once an admin has decided; we keep only the outcome (checked or not, and the shop's name).",
        ],
      },
      {
        heading: "Deals, phone numbers and messages",
        paragraphs: [
          "When you book a phone or accept a booking, you give a phone number and a meeting place. The other side sees your number only after the seller has accepted the deal. Messages in a deal's thread are seen by its two sides; admins read a message when it is reported or flagged as asking for an advance. Reviews are public.",
          "A deal, its messages and its reviews are kept until one of its two sides deletes their account; a listing that had deals is kept, hidden, for the deal's history.",
        ],
      },
      {
        heading: "How long we keep things",
        paragraphs: [
          "Your account and what it owns are kept until you delete your account, then removed. Read notifications are deleted 90 days after you read them; emails we sent are deleted from our outbox after 30 days. Sign-in sessions last 7 days. Addresses of the computers that call us are kept as counters that limit requests, for minutes to hours, and may appear in the server's logs.",
        ],
      },
      {
        heading: "Who else sees it",
        paragraphs: [
          "We do not sell your data and we show no advertising of others. Emails reach you through our mail provider. If the law requires it, we give what we keep to the authorities of Bangladesh.",
          "You can read and change your details in Settings, and delete your account there.",
        ],
      },
    ],
  },
  cookies: {
    title: "Cookie policy",
    intro:
      "BecheDaw uses a few cookies and stored values, all needed to run the site. None tracks you for advertising.",
    sections: [
      {
        heading: "Cookies",
        paragraphs: [
          "Sign-in cookies (their names start with bechedaw) keep you signed in: they hold your session, last 7 days, and are removed when you log out. They are sent only to BecheDaw.",
          "The language cookie, bechedaw_lang, remembers whether you read the site in English or Bangla, for a year.",
        ],
      },
      {
        heading: "Stored in your browser",
        paragraphs: [
          'The phones you opened are remembered in your browser (their ids and when), to show them under "Recently viewed" on the home page; "Clear" forgets them. Where you were on a page is kept for the visit, so Back returns you there.',
        ],
      },
      {
        heading: "No others",
        paragraphs: [
          "We use no analytics, advertising or social media cookies. You can delete cookies in your browser's settings; you will then be signed out.",
        ],
      },
    ],
  },
  help: {
    title: "Help centre",
    intro: "Answers to what buyers and sellers ask most.",
    sections: [
      {
        heading: "How do I buy a phone?",
        paragraphs: [
          "Search for the phone, open it, and press Book Now with your phone number and district. When the seller accepts, you see their number in the deal, and you agree on a meetup. At the meetup, check the phone, then give the seller the handover code shown on the deal's page.",
        ],
      },
      {
        heading: "How do I check a used phone?",
        paragraphs: [
          "Dial *#06#: the IMEI it shows must end in the 4 digits on the listing. Send KYD, a space and the IMEI by SMS to 16002 to check the phone with BTRC. Check the screen, the cameras, the speakers, charging and the SIM slots, and that the phone is signed out of the previous owner's account.",
        ],
      },
      {
        heading: "How do I sell a phone?",
        paragraphs: [
          "Sign up as a seller (or become one from your dashboard), then Add a product: photos, price, condition and the passport with the phone's IMEI. Buyers' bookings come to your bell and your email; accept one to share your number, agree on a meetup, and type the buyer's handover code when the phone changes hands.",
        ],
      },
      {
        heading: "Someone asked me for an advance",
        paragraphs: [
          "Do not pay. Report the message or the listing: admins look at every report and ban accounts that ask for advances. Pay only when the phone is in your hands.",
        ],
      },
      {
        heading: "Something else",
        paragraphs: ["Write to us through the Contact page; an admin answers by email."],
      },
    ],
  },
};
