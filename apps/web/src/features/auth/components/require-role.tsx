import type { Role } from "@bechedaw/shared";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useRoleQuery } from "@/lib/session";

const AUDIENCE: Record<Role, string> = { Buyer: "buyers", Seller: "sellers", Admin: "admins" };

/** A dashboard page for some roles only; the server refuses the data to anyone else anyway. */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const query = useRoleQuery();
  const role = query.data?.userRole;
  if (query.isError && !query.isFetching && !role) {
    return (
      <ErrorState
        title="We could not check your account"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!role) return <Spinner label="Checking your account" />;
  if (roles.includes(role)) return children;
  const audience = roles.map((r) => AUDIENCE[r]).join(" and ");
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <ShieldAlert className="size-12 text-warning" aria-hidden="true" />
      <h1 className="text-2xl font-bold">This page is not for your account</h1>
      <p>
        Only {audience} can open this page. You are signed in as a {role}.
      </p>
      <Link to="/dashboard" className="btn btn-primary">
        Back to the dashboard
      </Link>
    </div>
  );
}
