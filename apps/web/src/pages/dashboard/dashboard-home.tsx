import { useRole, useSession } from "@/lib/session";

export default function DashboardHome() {
  const { user } = useSession();
  const role = useRole();
  return (
    <div className="space-y-2">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      {user ? (
        <p>
          Welcome, {user.name}
          {role ? ` (${role})` : ""}.
        </p>
      ) : null}
    </div>
  );
}
