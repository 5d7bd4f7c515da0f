import {
  Bell,
  Heart,
  Bookmark,
  LayoutDashboard,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  type LucideIcon,
} from "lucide-react";
import { NavLink } from "react-router";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { useRole } from "@/lib/session";
import { MENU_BY_ROLE, ROLE_MENU_TITLE } from "@/features/dashboard/menu";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-field px-3 py-2 font-medium hover:bg-base-300 ${isActive ? "bg-primary text-primary-content" : ""}`;

type ItemProps = { to: string; label: MessageId; Icon: LucideIcon; isWide: boolean; end?: boolean };

/**
 * A menu link with its icon. Collapsed (narrow, from md up), only the icon shows: the label
 * stays its accessible name and appears as a tooltip on hover and keyboard focus.
 */
function MenuLink({ to, label, Icon, isWide, end }: ItemProps) {
  return (
    <span
      className={isWide ? "contents" : "md:tooltip md:tooltip-right"}
      data-tip={isWide ? undefined : t(label)}
    >
      <NavLink to={to} end={end} className={itemClass}>
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className={isWide ? "" : "md:sr-only"}>{t(label)}</span>
      </NavLink>
    </span>
  );
}

/** Role-specific links appear only once the role is known. */
export function SideMenu({ isWide, onToggle }: { isWide: boolean; onToggle: () => void }) {
  const role = useRole();
  return (
    <aside
      className={`shrink-0 border-base-300 bg-base-200 md:border-r ${isWide ? "md:w-64" : "md:w-16"}`}
      aria-label={t("dashboard.menu.label")}
    >
      <div className="flex items-center justify-between p-2">
        {isWide ? (
          <span className="px-2 text-sm font-semibold uppercase tracking-wide">
            {t("dashboard.menu.title")}
          </span>
        ) : null}
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square hidden md:inline-flex"
          onClick={onToggle}
          aria-label={isWide ? t("dashboard.menu.collapse") : t("dashboard.menu.expand")}
          aria-expanded={isWide}
        >
          {isWide ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
        </button>
      </div>
      <nav className="flex flex-row flex-wrap gap-1 p-2 md:flex-col">
        <MenuLink
          to="/dashboard"
          end
          label="layout.nav.dashboard"
          Icon={LayoutDashboard}
          isWide={isWide}
        />
        <MenuLink
          to="/dashboard/notifications"
          label="dashboard.menu.notifications"
          Icon={Bell}
          isWide={isWide}
        />
        <MenuLink
          to="/dashboard/favourites"
          label="dashboard.menu.favourites"
          Icon={Heart}
          isWide={isWide}
        />
        <MenuLink
          to="/dashboard/saved-searches"
          label="dashboard.menu.savedSearches"
          Icon={Bookmark}
          isWide={isWide}
        />
        {role ? (
          <section
            aria-label={t(ROLE_MENU_TITLE[role])}
            data-testid="role-menu"
            className="contents"
          >
            <p
              className={`w-full px-3 pt-2 text-xs font-semibold uppercase text-base-content/80 ${isWide ? "" : "md:sr-only"}`}
            >
              {t(ROLE_MENU_TITLE[role])}
            </p>
            {MENU_BY_ROLE[role].map((item) => (
              <MenuLink key={item.to} {...item} isWide={isWide} />
            ))}
          </section>
        ) : null}
        {/* Every role's own account: profile, password, deleting it (decision 028). */}
        <MenuLink to="/dashboard/settings" label="settings.menu" Icon={Settings} isWide={isWide} />
      </nav>
    </aside>
  );
}
