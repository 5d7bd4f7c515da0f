import { SAVED_SEARCH_NAME_MAX, type SavedSearchEmail } from "@bechedaw/shared";
import { useId, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { DialogActions, Modal } from "@/components/ui/modal";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useCreateSavedSearch } from "../api/saved-searches";
import { EmailChoice } from "./email-choice";

/** Asks a name and the emails, then saves the search (loaded when the button is pressed). */
export default function SaveSearchDialog(props: {
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
