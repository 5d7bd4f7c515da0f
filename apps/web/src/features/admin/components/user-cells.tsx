import type { Role } from "@bechedaw/shared";
import type { ReactNode } from "react";
import { VerifiedBadge } from "@/components/ui/verified-badge";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { roleLabel } from "@/lib/i18n/labels";

/**
 * The user's name; a seller's verified tick beside it when `showTick` and verified. Long
 * unbroken names and emails wrap anywhere, so they never widen a 375 px screen.
 */
export function UserName({ user, showTick }: { user: AdminUser; showTick?: boolean }) {
  return (
    <span className="font-semibold wrap-anywhere">
      {user.name}
      {showTick && user.verified ? (
        <span className="ms-1.5 inline-block align-middle">
          <VerifiedBadge />
        </span>
      ) : null}
    </span>
  );
}

export function UserEmail({ email }: { email: string }) {
  return <span className="wrap-anywhere">{email}</span>;
}

const ROLE_BADGE: Record<Role, string> = {
  Admin: "badge-neutral",
  Seller: "badge-secondary badge-soft",
  Buyer: "badge-ghost",
};

export function RoleBadge({ role }: { role: Role }) {
  return <span className={`badge h-auto min-h-6 ${ROLE_BADGE[role]}`}>{roleLabel(role)}</span>;
}

/** A row action; its accessible name says what it does to whom. */
export function RowAction(props: {
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  tone: "primary" | "danger";
  isBusy: boolean;
  onClick: () => void;
}) {
  const tone = props.tone === "danger" ? "btn-error btn-outline" : "btn-primary";
  return (
    <button
      type="button"
      className={`btn btn-sm ${tone}`}
      aria-label={props.ariaLabel}
      disabled={props.isBusy}
      onClick={props.onClick}
    >
      {props.icon}
      {props.label}
    </button>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}
