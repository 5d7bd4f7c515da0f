import { AtSign, CirclePlay, MessageCircle, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { MessageId } from "@/lib/i18n/catalog";
import { formatYear } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

const COLUMNS: Array<{ title: MessageId; links: MessageId[] }> = [
  {
    title: "layout.footer.services",
    links: [
      "layout.footer.branding",
      "layout.footer.design",
      "layout.footer.marketing",
      "layout.footer.advertisement",
    ],
  },
  {
    title: "layout.footer.company",
    links: [
      "layout.footer.aboutUs",
      "layout.footer.contact",
      "layout.footer.jobs",
      "layout.footer.pressKit",
    ],
  },
  {
    title: "layout.footer.legal",
    links: ["layout.footer.terms", "layout.footer.privacy", "layout.footer.cookies"],
  },
];

const SOCIAL: Array<{ label: MessageId; Icon: LucideIcon }> = [
  { label: "layout.footer.facebook", Icon: MessageCircle },
  { label: "layout.footer.youtube", Icon: CirclePlay },
  { label: "layout.footer.x", Icon: AtSign },
];

export function Footer() {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl grid-cols-1 gap-8 p-10 sm:grid-cols-2 lg:grid-cols-4">
        <aside className="max-w-xs">
          <p className="text-xl font-bold">BecheDaw.com</p>
          <p>{t("layout.footer.about")}</p>
          <div className="mt-2 flex gap-3">
            {SOCIAL.map(({ label, Icon }) => (
              <Link
                key={label}
                to="/"
                aria-label={t(label)}
                className="btn btn-circle btn-sm btn-ghost text-neutral-content"
              >
                <Icon className="size-5" aria-hidden="true" />
              </Link>
            ))}
          </div>
        </aside>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="footer-title">{t(column.title)}</h2>
            {column.links.map((label) => (
              <Link key={label} to="/" className="link link-hover">
                {t(label)}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-sm">
        {t("layout.footer.rights", { year: formatYear(new Date()) })}
      </p>
    </footer>
  );
}
