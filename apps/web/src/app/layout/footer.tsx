import { AtSign, CirclePlay, MessageCircle } from "lucide-react";
import { Link } from "react-router";

const COLUMNS = [
  { title: "Services", links: ["Branding", "Design", "Marketing", "Advertisement"] },
  { title: "Company", links: ["About us", "Contact", "Jobs", "Press kit"] },
  { title: "Legal", links: ["Terms of use", "Privacy policy", "Cookie policy"] },
];

const SOCIAL = [
  { label: "BecheDaw on Facebook", Icon: MessageCircle },
  { label: "BecheDaw on YouTube", Icon: CirclePlay },
  { label: "BecheDaw on X", Icon: AtSign },
];

export function Footer() {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl grid-cols-1 gap-8 p-10 sm:grid-cols-2 lg:grid-cols-4">
        <aside className="max-w-xs">
          <p className="text-xl font-bold">BecheDaw.com</p>
          <p>Bangladesh's friendly place to sell and buy used phones, safely and fairly.</p>
          <div className="mt-2 flex gap-3">
            {SOCIAL.map(({ label, Icon }) => (
              <Link
                key={label}
                to="/"
                aria-label={label}
                className="btn btn-circle btn-sm btn-ghost text-neutral-content"
              >
                <Icon className="size-5" aria-hidden="true" />
              </Link>
            ))}
          </div>
        </aside>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            {column.links.map((label) => (
              <Link key={label} to="/" className="link link-hover">
                {label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-sm">
        © {new Date().getFullYear()} BecheDaw. All rights reserved.
      </p>
    </footer>
  );
}
