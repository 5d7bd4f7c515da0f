import { MESSAGES } from "@bechedaw/shared/messages";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { toast } from "@/lib/toast";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { sharedText } from "@/lib/i18n/shared-text";
import { useSession, useSignOut } from "@/lib/session";
import { LanguageSwitch } from "./language-switch";
import { SearchBox } from "./search-box";
import { t } from "@/lib/i18n/i18n";
import { useIsHydrated } from "@/lib/use-is-hydrated";

// Signed-in users only, and lazily: the home page's first download stays within its budget.
const NotificationBell = lazy(
  () => import("@/features/notifications/components/notification-bell"),
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `btn btn-ghost min-h-11 justify-start text-base font-semibold md:btn-sm md:min-h-8 ${isActive ? "btn-active" : ""}`;

/** The phone menu closes on Escape (focus back on its button) and on a tap outside the bar. */
function useDismiss(isOpen: boolean, close: () => void, bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      bar.current?.querySelector<HTMLElement>("[aria-controls='mobile-menu']")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [isOpen, close, bar]);
}

export function Navbar() {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const bar = useRef<HTMLElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // On a prerendered page the menu opens only once the app's code runs: until then the button
  // shows disabled rather than ignore a tap (docs/decisions/017).
  const isHydrated = useIsHydrated();
  const [openedAt, setOpenedAt] = useState(location.key);
  // Any navigation (a link, Back, a redirect) closes the phone menu.
  if (isOpen && openedAt !== location.key) setIsOpen(false);
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, close, bar);

  const toggle = () => {
    setOpenedAt(location.key);
    setIsOpen((open) => !open);
  };

  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(sharedText(MESSAGES.signedOut));
        close();
        void navigate("/");
      },
    });

  const links = (
    <>
      <li>
        <NavLink to="/home" className={linkClass}>
          {t("layout.nav.home")}
        </NavLink>
      </li>
      <li>
        <NavLink to="/blogs" className={linkClass}>
          {t("layout.nav.blogs")}
        </NavLink>
      </li>
      {user ? (
        <li>
          <NavLink to="/dashboard" className={linkClass}>
            {t("layout.nav.dashboard")}
          </NavLink>
        </li>
      ) : null}
      <li>
        {user ? (
          <button
            type="button"
            className={linkClass({ isActive: false })}
            onClick={logout}
            disabled={signOut.isPending}
          >
            {t("layout.nav.logout")}
          </button>
        ) : (
          <NavLink to="/login" className={linkClass}>
            {t("layout.nav.login")}
          </NavLink>
        )}
      </li>
    </>
  );

  return (
    <header ref={bar} className="sticky top-0 z-40 bg-base-200/95 backdrop-blur shadow-sm">
      <nav
        className="navbar mx-auto max-w-7xl flex-wrap gap-2 px-4 pb-2 md:flex-nowrap md:pb-0"
        aria-label={t("layout.nav.label")}
      >
        <div className="flex-1 md:flex-none">
          <Link to="/" className="text-2xl font-bold tracking-tight text-secondary">
            BecheDaw.com
          </Link>
        </div>
        {/* Below the logo on phones, between the logo and the links from tablets up. */}
        <div className="order-last w-full md:order-none md:mx-2 md:w-auto md:max-w-md md:flex-1">
          <SearchBox />
        </div>
        <ul className="hidden items-center gap-1 md:flex">{links}</ul>
        <LanguageSwitch className="hidden md:inline-flex" />
        {user ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <button
          type="button"
          className="btn btn-ghost btn-square size-11 md:hidden"
          aria-label={isOpen ? t("layout.nav.closeMenu") : t("layout.nav.openMenu")}
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          disabled={!isHydrated}
          onClick={toggle}
        >
          {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </nav>
      {isOpen ? (
        <div id="mobile-menu" className="border-t border-base-300 px-4 py-2 md:hidden">
          <ul className="flex flex-col gap-1">{links}</ul>
          <LanguageSwitch className="mt-2" />
        </div>
      ) : null}
    </header>
  );
}
