import type { Deal } from "@bechedaw/shared";
import { MessageCircle, PhoneCall } from "lucide-react";
import { t } from "@/lib/i18n/i18n";
import { otherSideName } from "./deal-sides";

/** WhatsApp's chat link for a number or a link the server gave ("8801712345678"). */
function whatsappLink(whatsapp: string): string {
  if (/^https:\/\//.test(whatsapp)) return whatsapp;
  return `https://wa.me/${whatsapp.replace(/\D/g, "")}`;
}

/** After the seller accepted: the other side's number, to call or to write on WhatsApp. */
export function ContactLinks({ deal }: { deal: Deal }) {
  const contact = deal.contact;
  const name = otherSideName(deal);
  if (!contact || !name) return null;
  return (
    <section aria-labelledby="deal-contact-title" className="space-y-2">
      <h2 id="deal-contact-title" className="text-lg font-semibold wrap-anywhere">
        {t("deals.contact.title", { name })}
      </h2>
      <div className="flex flex-wrap gap-2">
        <a className="btn btn-outline" href={`tel:${contact.phone}`}>
          <PhoneCall className="size-4" aria-hidden="true" />
          {t("deals.contact.call", { phone: contact.phone })}
        </a>
        <a
          className="btn btn-outline btn-success"
          href={whatsappLink(contact.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t("deals.contact.whatsapp")}
        </a>
      </div>
    </section>
  );
}
