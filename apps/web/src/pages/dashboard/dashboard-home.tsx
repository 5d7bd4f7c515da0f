import { AdminWork } from "@/features/admin/components/admin-work";
import { BecomeSeller } from "@/features/dashboard/components/become-seller";
import { t } from "@/lib/i18n/i18n";
import { roleLabel } from "@/lib/i18n/labels";
import { useRole, useSession } from "@/lib/session";

export default function DashboardHome() {
  const { user } = useSession();
  const role = useRole();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t("dashboard.title")}</h1>
      {user ? (
        <p>
          {role
            ? t("dashboard.welcomeWithRole", { name: user.name, role: roleLabel(role) })
            : t("dashboard.welcome", { name: user.name })}
        </p>
      ) : null}
      {role === "Buyer" ? <BecomeSeller /> : null}
      {role === "Admin" ? <AdminWork /> : null}
    </div>
  );
}
