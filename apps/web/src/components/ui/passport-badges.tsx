import { BATTERY_UNKNOWN, type PassportBadges as Badges } from "@bechedaw/shared";
import { BatteryMedium, ShieldCheck, ShieldAlert } from "lucide-react";
import { formatDigits, formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/** The passport on a card (decision 020): official or not, battery health, the IMEI's last 4. */
export function PassportBadges({ passport }: { passport: Badges | null }) {
  if (!passport) return null;
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs">
      <li
        className={`badge badge-sm gap-1 ${passport.official ? "badge-success" : "badge-warning"}`}
      >
        {passport.official ? (
          <ShieldCheck aria-hidden="true" className="size-3.5" />
        ) : (
          <ShieldAlert aria-hidden="true" className="size-3.5" />
        )}
        {passport.official ? t("products.passport.official") : t("products.passport.unofficial")}
      </li>
      {passport.batteryHealth === BATTERY_UNKNOWN ? null : (
        <li className="badge badge-sm badge-ghost gap-1">
          <BatteryMedium aria-hidden="true" className="size-3.5" />
          {t("products.passport.battery", { percent: formatNumber(passport.batteryHealth) })}
        </li>
      )}
      <li className="badge badge-sm badge-ghost">
        {t("products.passport.imei", { digits: formatDigits(passport.imeiLast4) })}
      </li>
    </ul>
  );
}
