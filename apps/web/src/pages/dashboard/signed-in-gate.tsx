import type { ComponentType } from "react";
import { Outlet } from "react-router";
import type { Role } from "@bechedaw/shared";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { RequireRole } from "@/features/auth/components/require-role";

// The dashboard's gates, a chunk of their own: loaded with the first dashboard page a person
// opens, never with the public pages (the home page's first download stays within budget).

/** The dashboard's routes: for someone signed in. */
export default function SignedInGate() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** A dashboard page for one role; everyone else sees a clear "not for you" page. */
export function ForRoles(props: { roles: Role; page: ComponentType }) {
  const Page = props.page;
  return (
    <RequireRole roles={[props.roles]}>
      <Page />
    </RequireRole>
  );
}
