import type { OwnVerificationRequest, VerificationKind, VerificationState } from "@bechedaw/shared";
import { Check, Clock, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { SellerTierBadge } from "@/components/ui/verified-badge";
import type { MessageId } from "@/lib/i18n/catalog";
import { formatMediumDate } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import type { UploadPrivatePhoto } from "../api/verification";
import { DocumentForm } from "./document-form";

type StepStatus = "done" | "pending" | "todo" | "locked";

const STATUS_BADGE: Record<StepStatus, { label: MessageId; className: string; icon: ReactNode }> = {
  done: {
    label: "verification.status.done",
    className: "badge-success",
    icon: <Check aria-hidden="true" className="size-3.5" />,
  },
  pending: {
    label: "verification.status.pending",
    className: "badge-warning",
    icon: <Clock aria-hidden="true" className="size-3.5" />,
  },
  todo: { label: "verification.status.todo", className: "badge-ghost", icon: null },
  locked: {
    label: "verification.status.locked",
    className: "badge-ghost",
    icon: <Lock aria-hidden="true" className="size-3.5" />,
  },
};

function Step(props: { number: number; title: string; status: StepStatus; children: ReactNode }) {
  const badge = STATUS_BADGE[props.status];
  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-lg">
            <span className="text-base-content/60">{props.number}.</span> {props.title}
          </h2>
          <span className={`badge gap-1 ${badge.className}`}>
            {badge.icon}
            {t(badge.label)}
          </span>
        </div>
        {props.children}
      </div>
    </li>
  );
}

/** The seller's latest request of a kind (requests come newest first). */
const latest = (requests: OwnVerificationRequest[], kind: VerificationKind) =>
  requests.find((request) => request.kind === kind);

/** What a step that needs a document shows: waiting, why it was refused, or the form. */
function DocumentStep(props: {
  request: OwnVerificationRequest | undefined;
  kind: VerificationKind;
  upload: UploadPrivatePhoto;
  accept: string;
}) {
  const { request } = props;
  if (request?.status === "pending") {
    return (
      <p className="flex items-center gap-2 font-medium" role="status">
        {t("verification.pending", { date: formatMediumDate(request.createdAt) })}
      </p>
    );
  }
  return (
    <>
      {request?.status === "rejected" ? (
        <div role="alert" className="space-y-1 rounded-box border border-warning bg-base-200 p-3">
          <p className="wrap-anywhere">
            {t("verification.rejected", {
              date: formatMediumDate(request.decidedAt ?? request.createdAt),
              reason: request.reason ?? "",
            })}
          </p>
          <p>{t("verification.tryAgain")}</p>
        </div>
      ) : null}
      <DocumentForm kind={props.kind} upload={props.upload} accept={props.accept} />
    </>
  );
}

const stepStatus = (isDone: boolean, request: OwnVerificationRequest | undefined): StepStatus =>
  isDone ? "done" : request?.status === "pending" ? "pending" : "todo";

/**
 * The seller's way up the tiers (decision 024): their badge now, then the three steps, each
 * done, waiting for an admin, or open with its form (after a rejection, with the reason).
 */
export function VerificationSteps(props: {
  state: VerificationState;
  upload: UploadPrivatePhoto;
  accept: string;
  /** What step 1 offers while the address is unconfirmed (a "send the link again" button). */
  emailAction?: ReactNode;
}) {
  const { state, upload, accept } = props;
  const hasIdentity = state.tier === "identity" || state.tier === "shop";
  const isShop = state.tier === "shop";
  const identity = latest(state.requests, "identity");
  const shop = latest(state.requests, "shop");
  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-center gap-2 rounded-box bg-base-200 p-4 text-lg">
        <span className="font-semibold">{t("verification.current")}</span>
        {state.tier === "none" ? (
          <span>{t("verification.noBadge")}</span>
        ) : (
          <SellerTierBadge tier={state.tier} shopName={state.shopName} />
        )}
        {state.tier === "identity" ? <span>{t("common.verifiedSeller")}</span> : null}
      </p>
      <ol className="space-y-4" aria-label={t("verification.steps")}>
        <Step
          number={1}
          title={t("verification.email.title")}
          status={state.emailVerified ? "done" : "todo"}
        >
          <p>{state.emailVerified ? t("verification.email.done") : t("verification.email.todo")}</p>
          {state.emailVerified ? null : <div>{props.emailAction}</div>}
        </Step>
        <Step
          number={2}
          title={t("verification.identity.title")}
          status={state.emailVerified ? stepStatus(hasIdentity, identity) : "locked"}
        >
          {hasIdentity ? (
            <p>{t("verification.identity.done")}</p>
          ) : !state.emailVerified ? (
            <>
              <p>{t("verification.identity.text")}</p>
              {/* The server refuses a request before the address is confirmed (decision 026). */}
              <p className="font-medium">{t("verification.identity.emailFirst")}</p>
            </>
          ) : (
            <>
              <p>{t("verification.identity.text")}</p>
              <DocumentStep request={identity} kind="identity" upload={upload} accept={accept} />
            </>
          )}
        </Step>
        <Step
          number={3}
          title={t("verification.shop.title")}
          status={hasIdentity ? stepStatus(isShop, shop) : "locked"}
        >
          {isShop ? (
            <p className="wrap-anywhere">
              {t("verification.shop.done", { name: state.shopName ?? "" })}
            </p>
          ) : (
            <>
              <p>{t("verification.shop.text")}</p>
              {hasIdentity ? (
                <DocumentStep request={shop} kind="shop" upload={upload} accept={accept} />
              ) : (
                <p className="font-medium">{t("verification.shop.locked")}</p>
              )}
            </>
          )}
        </Step>
      </ol>
      <p className="text-sm text-base-content/80">{t("verification.privacy")}</p>
    </div>
  );
}
