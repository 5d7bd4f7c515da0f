import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, TEXT_LIMITS, type Account } from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { TextField } from "@/components/ui/form-field";
import { DialogActions, Modal } from "@/components/ui/modal";
import { hasErrorCode } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";
import { endsSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { deleteAccount } from "../api/account-api";
import { isSessionQuery, queryKeys } from "@/lib/query-keys";

/** Why the typed confirmation was refused, in words for its field; null for other failures. */
function confirmationError(error: unknown): string | null {
  if (hasErrorCode(error, "WRONG_PASSWORD")) return ACCOUNT_MESSAGES.wrongPassword;
  if (hasErrorCode(error, "WRONG_EMAIL")) return ACCOUNT_MESSAGES.emailMismatch;
  if (hasErrorCode(error, "LAST_ADMIN")) return ACCOUNT_MESSAGES.lastAdmin;
  if (hasErrorCode(error, "VALIDATION_ERROR")) return error.message;
  return null;
}

/**
 * The account, deleted for good after its password (or, without one, its email address) is
 * typed in a dialog; then signed out, on the home page, with a goodbye.
 */
export function DeleteAccount({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const { hasPassword } = account;
  const isDeleted = useRef(false);
  // The session is forgotten once the page has left the dashboard: forgotten before, the
  // dashboard's guard would see no user and send the page to the login form instead of home.
  useEffect(
    () => () => {
      if (!isDeleted.current) return;
      queryClient.setQueryData(queryKeys.session.all, null);
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
    },
    [queryClient],
  );

  const remove = useMutation({
    mutationFn: () => deleteAccount(hasPassword ? { password: typed } : { email: typed }),
    meta: { silent: true },
    onSuccess: () => {
      isDeleted.current = true;
      void navigate("/", { replace: true });
      toast.success(t("settings.delete.done"));
    },
    onError: (failure) => {
      if (endsSession(failure)) return;
      const message = confirmationError(failure);
      if (message) setError(message);
      else toast.error(errorMessage(failure));
    },
  });

  const close = () => {
    setIsOpen(false);
    setTyped("");
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setError(
        hasPassword
          ? ACCOUNT_MESSAGES.confirmationRequired
          : ACCOUNT_MESSAGES.emailConfirmationRequired,
      );
      return;
    }
    remove.mutate();
  };

  if (account.isLastAdmin) {
    return (
      <p role="note" className="alert alert-warning">
        {t("settings.delete.lastAdmin")}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-base-content/80">{t("settings.delete.intro")}</p>
      <button type="button" className="btn btn-error" onClick={() => setIsOpen(true)}>
        {t("settings.delete.button")}
      </button>
      <Modal isOpen={isOpen} onClose={close} title={t("settings.delete.dialogTitle")}>
        <form noValidate className="space-y-3" onSubmit={submit}>
          <p>
            {hasPassword
              ? t("settings.delete.dialogText")
              : t("settings.delete.dialogTextEmail", { email: account.email })}
          </p>
          <TextField
            id="delete-confirmation"
            label={hasPassword ? t("settings.delete.password") : t("settings.delete.email")}
            type={hasPassword ? "password" : "email"}
            autoComplete={hasPassword ? "current-password" : "off"}
            maxLength={hasPassword ? PASSWORD_MAX_LENGTH : TEXT_LIMITS.email}
            aria-required="true"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            error={error === undefined ? undefined : sharedText(error)}
          />
          <DialogActions
            cancelLabel={t("settings.delete.cancel")}
            onCancel={close}
            actionLabel={t("settings.delete.confirm")}
            isPending={remove.isPending}
          />
        </form>
      </Modal>
    </div>
  );
}
