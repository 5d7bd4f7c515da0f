import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { PendingButton } from "@/components/ui/pending-button";
import { hasErrorCode } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { useSession, useSignOut } from "@/lib/session";
import { queryKeys } from "@/lib/query-keys";

const REFUSALS = [
  "RESET_LINK_INVALID",
  "RESET_LINK_USED",
  "RESET_LINK_EXPIRED",
  "RESET_LINK_OTHER_ACCOUNT",
] as const;

/** Why a reset link cannot be used: the server's code for it (docs/decisions/027). */
export type LinkRefusal = (typeof REFUSALS)[number];

/** The refusal an API error is, or undefined for any other failure (offline, server down). */
export function linkRefusalOf(error: unknown): LinkRefusal | undefined {
  return hasErrorCode(error, ...REFUSALS) ? error.code : undefined;
}

const WORDS = {
  RESET_LINK_INVALID: ["reset.refused.invalid.title", "reset.refused.invalid.text"],
  RESET_LINK_USED: ["reset.refused.used.title", "reset.refused.used.text"],
  RESET_LINK_EXPIRED: ["reset.refused.expired.title", "reset.refused.expired.text"],
  RESET_LINK_OTHER_ACCOUNT: ["reset.refused.otherAccount.title", "reset.refused.otherAccount.text"],
} as const;

/**
 * A reset link that cannot be used, said plainly, with the way on: log out (a link for another
 * account than the one signed in), or ask for a new link.
 */
export function ResetLinkRefused(props: { refusal: LinkRefusal }) {
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [title, text] = WORDS[props.refusal];
  const isOtherAccount = props.refusal === "RESET_LINK_OTHER_ACCOUNT";
  return (
    <div role="alert" className="space-y-4">
      <h2 className="text-xl font-semibold">{t(title)}</h2>
      <p className="text-base-content/80 break-words">{t(text, { email: user?.email })}</p>
      {isOtherAccount ? (
        <PendingButton
          className="btn-primary w-full"
          isPending={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () =>
                void queryClient.invalidateQueries({ queryKey: queryKeys.resetLink.all }),
            })
          }
        >
          {t("reset.refused.logOut")}
        </PendingButton>
      ) : (
        <Link to="/forgot-password" className="btn btn-primary w-full">
          {t("reset.refused.newLink")}
        </Link>
      )}
    </div>
  );
}
