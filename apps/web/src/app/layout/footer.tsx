import { Link } from "react-router";
import type { MessageId } from "@/lib/i18n/catalog";
import { formatYear } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

// No services, jobs, press kit or social accounts: BecheDaw has none, so the footer names none.
const COLUMNS: Array<{ title: MessageId; links: Array<[MessageId, string]> }> = [
  {
    title: "layout.footer.company",
    links: [
      ["layout.footer.aboutUs", "/about"],
      ["layout.footer.contact", "/contact"],
      ["layout.footer.help", "/help"],
    ],
  },
  {
    title: "layout.footer.legal",
    links: [
      ["layout.footer.terms", "/terms"],
      ["layout.footer.privacy", "/privacy"],
      ["layout.footer.cookies", "/cookies"],
    ],
  },
];

export function Footer() {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl grid-cols-1 gap-8 p-10 sm:grid-cols-3">
        <aside className="max-w-xs">
          <p className="text-xl font-bold">BecheDaw.com</p>
          <p>{t("layout.footer.about")}</p>
        </aside>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="footer-title">{t(column.title)}</h2>
            {column.links.map(([label, path]) => (
              <Link key={label} to={path} className="link link-hover">
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
