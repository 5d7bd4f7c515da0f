import type { PublicPassport } from "@bechedaw/shared";
import { BATTERY_UNKNOWN } from "@bechedaw/shared/constants";
import type { ReactNode } from "react";
import { formatDigits, formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

function Fact(props: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-base-content/70">{props.term}</dt>
      <dd className="min-w-0 wrap-anywhere">{props.children}</dd>
    </>
  );
}

const endsWith = (digits: string) => t("find.passport.endsWith", { digits: formatDigits(digits) });

/**
 * "Phone passport" on a phone's page (decision 020): what the seller states, the IMEIs by their
 * last 4 digits only (the server never sends more), repairs as plain text.
 */
export function PassportSection({ passport }: { passport: PublicPassport | null }) {
  const comesWith = [
    passport?.hasBox ? t("find.passport.box") : null,
    passport?.hasCharger ? t("find.passport.charger") : null,
    passport?.hasReceipt ? t("find.passport.receipt") : null,
  ].filter((item) => item !== null);
  return (
    <section
      aria-labelledby="phone-passport-title"
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="phone-passport-title" className="text-lg font-semibold">
        {t("find.passport.title")}
      </h2>
      {passport ? (
        <>
          <p className="mb-3 text-sm text-base-content/80">{t("find.passport.intro")}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <Fact term={t("find.passport.imei")}>{endsWith(passport.imeiLast4)}</Fact>
            {passport.imei2Last4 ? (
              <Fact term={t("find.passport.imei2")}>{endsWith(passport.imei2Last4)}</Fact>
            ) : null}
            <Fact term={t("find.passport.registration")}>
              <span
                className={`font-semibold ${passport.official ? "text-success" : "text-warning"}`}
              >
                {passport.official ? t("find.passport.official") : t("find.passport.unofficial")}
              </span>
            </Fact>
            <Fact term={t("find.passport.battery")}>
              {passport.batteryHealth === BATTERY_UNKNOWN
                ? t("find.passport.batteryUnknown")
                : `${formatNumber(passport.batteryHealth)}%`}
            </Fact>
            <Fact term={t("find.passport.inTheBox")}>
              {comesWith.length > 0 ? comesWith.join(", ") : t("find.passport.nothing")}
            </Fact>
            <Fact term={t("find.passport.warranty")}>
              {passport.warrantyMonths > 0
                ? t("find.passport.months", { count: passport.warrantyMonths })
                : t("find.passport.noWarranty")}
            </Fact>
            <Fact term={t("find.passport.repairs")}>
              {/* The seller's words as text: React escapes them. */}
              {passport.repairs ?? t("find.passport.noRepairs")}
            </Fact>
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-base-content/80">{t("find.passport.none")}</p>
      )}
    </section>
  );
}
