/** English texts of the dashboard frame. bn/dashboard.ts has the same keys. */
export default {
  "dashboard.title": "Dashboard",
  "dashboard.welcome": "Welcome, {name}.",
  "dashboard.welcomeWithRole": "Welcome, {name} ({role}).",
  "dashboard.menu.label": "Dashboard menu",
  "dashboard.menu.title": "Menu",
  "dashboard.menu.collapse": "Collapse menu",
  "dashboard.menu.expand": "Expand menu",
  "dashboard.menu.buyer": "Buyer menu",
  "dashboard.menu.seller": "Seller menu",
  "dashboard.menu.admin": "Admin menu",
  "dashboard.menu.myOrders": "My Orders",
  "dashboard.menu.myProducts": "My Products",
  "dashboard.menu.addProduct": "Add Product",
  "dashboard.menu.allSellers": "All Seller",
  "dashboard.menu.allBuyers": "All Buyer",
  "dashboard.menu.admins": "Admins",
  "dashboard.menu.reportedProducts": "Reported Products",
  "dashboard.seller.title": "Sell your phones too",
  "dashboard.seller.text":
    "Become a seller to list phones for sale. You keep this account, your orders and your bookings.",
  "dashboard.seller.button": "Become a seller",
  "dashboard.seller.confirmTitle": "Become a seller?",
  "dashboard.seller.confirmText":
    "You will be able to list phones for sale from this account. Buying stays as it is.",
  "dashboard.seller.confirm": "Yes, make me a seller",
  "dashboard.seller.done": "You are a seller now. Add your first phone.",
} satisfies Record<`dashboard.${string}`, string>;
