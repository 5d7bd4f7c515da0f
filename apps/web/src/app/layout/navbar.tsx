import { MESSAGES } from "@bechedaw/shared/messages";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link, NavLink, useNavigate } from "react-router";
import { useSession, useSignOut } from "@/lib/session";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `btn btn-ghost btn-sm justify-start font-semibold ${isActive ? "btn-active" : ""}`;

export function Navbar() {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);

  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(MESSAGES.signedOut);
        close();
        void navigate("/");
      },
    });

  const links = (
    <>
      <li>
        <NavLink to="/home" className={linkClass} onClick={close}>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to="/blogs" className={linkClass} onClick={close}>
          Blogs
        </NavLink>
      </li>
      {user ? (
        <li>
          <NavLink to="/dashboard" className={linkClass} onClick={close}>
            Dashboard
          </NavLink>
        </li>
      ) : null}
      <li>
        {user ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm justify-start font-semibold"
            onClick={logout}
            disabled={signOut.isPending}
          >
            Logout
          </button>
        ) : (
          <NavLink to="/login" className={linkClass} onClick={close}>
            Login
          </NavLink>
        )}
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-40 bg-base-200/95 backdrop-blur shadow-sm">
      <nav className="navbar mx-auto max-w-7xl px-4" aria-label="Main">
        <div className="flex-1">
          <Link to="/" className="text-2xl font-bold tracking-tight text-secondary">
            BecheDaw.com
          </Link>
        </div>
        <ul className="hidden items-center gap-1 md:flex">{links}</ul>
        <button
          type="button"
          className="btn btn-ghost btn-square md:hidden"
          aria-label={isOpen ? "Close menu" : "Open menu"}
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </nav>
      {isOpen ? (
        <ul
          id="mobile-menu"
          className="flex flex-col gap-1 border-t border-base-300 px-4 py-2 md:hidden"
        >
          {links}
        </ul>
      ) : null}
    </header>
  );
}
