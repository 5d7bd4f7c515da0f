import type { Role } from "@bechedaw/shared";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useRoleQuery } from "@/lib/session";
import { t } from "@/lib/i18n/i18n";
import type { MessageId } from "@/lib/i18n/catalog";
import { roleLabel } from "@/lib/i18n/labels";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

const AUDIENCE: Record<Role, MessageId> = {
  Buyer: "auth.role.buyers",
  Seller: "auth.role.sellers",
  Admin: "auth.role.admins",
};

/** A dashboard page for some roles only; the server refuses the data to anyone else anyway. */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  // The checks' words load with the dashboard's part of the catalog, off the home page.
  useCatalogPart("dashboard");
  const query = useRoleQuery();
  const role = query.data?.userRole;
  if (query.isError && !query.isFetching && !role) {
    return (
      <ErrorState
        title={t("auth.check.accountFailed")}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!role) return <Spinner label={t("auth.check.account")} />;
  if (roles.includes(role)) return children;
  const audience = roles
    .map((r) => t(AUDIENCE[r]))
    .reduce((first, second) => t("auth.role.and", { first, second }));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <ShieldAlert className="size-12 text-warning" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("auth.role.notForYou")}</h1>
      <p>{t("auth.role.onlyFor", { audience, role: roleLabel(role) })}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {t("auth.role.back")}
      </Link>
    </div>
  );
}
