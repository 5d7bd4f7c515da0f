import type { Role } from "@bechedaw/shared";
import {
  BadgeCheck,
  ClipboardCheck,
  Flag,
  type LucideIcon,
  Package,
  PackagePlus,
  ShieldCheck,
  ShoppingBag,
  Store,
  Users,
} from "lucide-react";
import type { MessageId } from "@/lib/i18n/catalog";

export type MenuItem = { to: string; label: MessageId; Icon: LucideIcon };

/** The dashboard pages each role reaches from the side menu. */
export const MENU_BY_ROLE: Record<Role, MenuItem[]> = {
  Buyer: [{ to: "/dashboard/my-orders", label: "dashboard.menu.myOrders", Icon: ShoppingBag }],
  Seller: [
    { to: "/dashboard/my-products", label: "dashboard.menu.myProducts", Icon: Package },
    { to: "/dashboard/add-products", label: "dashboard.menu.addProduct", Icon: PackagePlus },
    { to: "/dashboard/verification", label: "dashboard.menu.verification", Icon: BadgeCheck },
  ],
  Admin: [
    { to: "/dashboard/all-seller", label: "dashboard.menu.allSellers", Icon: Store },
    { to: "/dashboard/All-buyer", label: "dashboard.menu.allBuyers", Icon: Users },
    { to: "/dashboard/admins", label: "dashboard.menu.admins", Icon: ShieldCheck },
    { to: "/dashboard/reported-products", label: "dashboard.menu.reportedProducts", Icon: Flag },
    { to: "/dashboard/review", label: "dashboard.menu.review", Icon: ClipboardCheck },
  ],
};

export const ROLE_MENU_TITLE: Record<Role, MessageId> = {
  Buyer: "dashboard.menu.buyer",
  Seller: "dashboard.menu.seller",
  Admin: "dashboard.menu.admin",
};
