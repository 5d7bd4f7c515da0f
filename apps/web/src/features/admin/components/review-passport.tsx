import type { PrivatePassport } from "@bechedaw/shared";
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

const yesNo = (value: boolean) => (value ? t("review.passport.has") : t("review.passport.hasNot"));

/** A private proof photo (admins and its owner only): a thumbnail that opens it whole. */
function Proof({ url, label }: { url: string | null; label: string }) {
  if (!url) return <>{t("review.passport.noPhoto")}</>;
  return (
    <a href={url} target="_blank" rel="noopener" className="link link-primary inline-block">
      <img
        src={url}
        alt={label}
        loading="lazy"
        className="h-24 w-auto rounded-box border border-base-300"
      />
    </a>
  );
}

/**
 * The whole phone passport as only admins (and its seller) see it: both IMEIs in full, to check
 * against a stolen-phone report or the KYD answer, and the private proofs.
 */
export function ReviewPassport({ passport }: { passport: PrivatePassport | null }) {
  return (
    <details className="rounded-box border border-base-300 px-3 py-2">
      <summary className="cursor-pointer font-medium">{t("review.passport")}</summary>
      {passport ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <Fact term={t("review.passport.imei")}>
            <span className="font-mono">{formatDigits(passport.imei)}</span>
          </Fact>
          {passport.imei2 ? (
            <Fact term={t("review.passport.imei2")}>
              <span className="font-mono">{formatDigits(passport.imei2)}</span>
            </Fact>
          ) : null}
          <Fact term={t("review.passport.official")}>
            {passport.official ? t("review.passport.yes") : t("review.passport.no")}
          </Fact>
          <Fact term={t("review.passport.battery")}>
            {passport.batteryHealth === BATTERY_UNKNOWN
              ? t("review.passport.batteryUnknown")
              : `${formatNumber(passport.batteryHealth)}%`}
          </Fact>
          <Fact term={t("review.passport.includes")}>
            {t("review.passport.present", {
              box: yesNo(passport.hasBox),
              charger: yesNo(passport.hasCharger),
              receipt: yesNo(passport.hasReceipt),
            })}
          </Fact>
          <Fact term={t("review.passport.warranty")}>{formatNumber(passport.warrantyMonths)}</Fact>
          <Fact term={t("review.passport.repairs")}>{passport.repairs ?? "—"}</Fact>
          <Fact term={t("review.passport.kyd")}>
            <Proof url={passport.kydPhoto} label={t("review.passport.kyd")} />
          </Fact>
          <Fact term={t("review.passport.receiptPhoto")}>
            <Proof url={passport.receiptPhoto} label={t("review.passport.receiptPhoto")} />
          </Fact>
        </dl>
      ) : (
        <p className="mt-2 text-sm">{t("review.passport.none")}</p>
      )}
    </details>
  );
}
