import type { Role } from "@bechedaw/shared";

export type MenuItem = { to: string; label: string };

/** The dashboard pages each role reaches from the side menu (spec §6). */
export const MENU_BY_ROLE: Record<Role, MenuItem[]> = {
  Buyer: [{ to: "/dashboard/my-orders", label: "My Orders" }],
  Seller: [
    { to: "/dashboard/my-products", label: "My Products" },
    { to: "/dashboard/add-products", label: "Add Product" },
  ],
  Admin: [
    { to: "/dashboard/all-seller", label: "All Seller" },
    { to: "/dashboard/All-buyer", label: "All Buyer" },
    { to: "/dashboard/admins", label: "Admins" },
    { to: "/dashboard/reported-products", label: "Reported Products" },
  ],
};

export const ROLE_MENU_TITLE: Record<Role, string> = {
  Buyer: "Buyer menu",
  Seller: "Seller menu",
  Admin: "Admin menu",
};
