import { LayoutDashboard, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { NavLink } from "react-router";
import { useRole } from "@/lib/session";
import { MENU_BY_ROLE, ROLE_MENU_TITLE } from "@/features/dashboard/menu";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-field px-3 py-2 font-medium hover:bg-base-300 ${isActive ? "bg-primary text-primary-content" : ""}`;

/** Role-specific links appear only once the role is known (spec §4, role state). */
export function SideMenu({ isWide, onToggle }: { isWide: boolean; onToggle: () => void }) {
  const role = useRole();
  return (
    <aside
      className={`shrink-0 border-base-300 bg-base-200 md:border-r ${isWide ? "md:w-64" : "md:w-16"}`}
      aria-label="Dashboard menu"
    >
      <div className="flex items-center justify-between p-2">
        {isWide ? (
          <span className="px-2 text-sm font-semibold uppercase tracking-wide">Menu</span>
        ) : null}
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square hidden md:inline-flex"
          onClick={onToggle}
          aria-label={isWide ? "Collapse menu" : "Expand menu"}
          aria-expanded={isWide}
        >
          {isWide ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
        </button>
      </div>
      <nav className="flex flex-row flex-wrap gap-1 p-2 md:flex-col">
        <NavLink to="/dashboard" end className={itemClass} title="Dashboard">
          <LayoutDashboard className="size-5 shrink-0" aria-hidden="true" />
          <span className={isWide ? "" : "md:sr-only"}>Dashboard</span>
        </NavLink>
        {role ? (
          <section aria-label={ROLE_MENU_TITLE[role]} data-testid="role-menu" className="contents">
            <p
              className={`w-full px-3 pt-2 text-xs font-semibold uppercase text-base-content/80 ${isWide ? "" : "md:sr-only"}`}
            >
              {ROLE_MENU_TITLE[role]}
            </p>
            {MENU_BY_ROLE[role].map((item) => (
              <NavLink key={item.to} to={item.to} className={itemClass} title={item.label}>
                <span className={isWide ? "" : "md:sr-only"}>{item.label}</span>
              </NavLink>
            ))}
          </section>
        ) : null}
      </nav>
    </aside>
  );
}
