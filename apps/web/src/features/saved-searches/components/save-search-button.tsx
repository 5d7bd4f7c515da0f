import { SAVED_SEARCH_NAME_MAX, type SavedSearchEmail } from "@bechedaw/shared";
import { BookmarkPlus } from "lucide-react";
import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { DialogActions, Modal } from "@/components/ui/modal";
import { t } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useCreateSavedSearch } from "../api/saved-searches";
import { EmailChoice } from "./email-choice";

function SaveSearchDialog(props: {
  search: Record<string, string>;
  defaultName: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(props.defaultName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [email, setEmail] = useState<SavedSearchEmail>("off");
  const nameId = useId();
  const emailId = useId();
  const create = useCreateSavedSearch();
  return (
    <Modal isOpen onClose={props.onClose} title={t("savedSearches.dialogTitle")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { name, search: props.search, email },
            {
              onSuccess: () => {
                toast.success(t("savedSearches.saved"));
                props.onClose();
              },
            },
          );
        }}
      >
        <p>{t("savedSearches.intro")}</p>
        <FormField id={nameId} label={t("savedSearches.name")}>
          <input
            id={nameId}
            className="input input-bordered w-full"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField id={emailId} label={t("savedSearches.email")}>
          <EmailChoice id={emailId} value={email} onChange={setEmail} />
        </FormField>
        <DialogActions
          cancelLabel={t("savedSearches.cancel")}
          onCancel={props.onClose}
          actionLabel={t("savedSearches.submit")}
          isPending={create.isPending}
        />
      </form>
    </Modal>
  );
}

/**
 * "Save this search" on the search page: asks a name and the emails, then saves the search as
 * its address carries it. A visitor is told why and taken to log in, coming back here after.
 */
export function SaveSearchButton(props: { search: Record<string, string>; defaultName: string }) {
  const { user, isLoading } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const open = () => {
    if (isLoading) return;
    if (!user) {
      toast.error(t("savedSearches.signInRequired"), { id: "save-search-signed-out" });
      void navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setIsOpen(true);
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-secondary btn-sm" onClick={open}>
        <BookmarkPlus aria-hidden="true" className="size-4" />
        {t("savedSearches.save")}
      </button>
      {user && isOpen ? (
        <SaveSearchDialog
          search={props.search}
          defaultName={props.defaultName}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </>
  );
}
