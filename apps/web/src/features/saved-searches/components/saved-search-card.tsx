import { SAVED_SEARCH_NAME_MAX, type SavedSearch, type UpdateSavedSearch } from "@bechedaw/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { ConfirmDialog, DialogActions, Modal } from "@/components/ui/modal";
import { PendingButton } from "@/components/ui/pending-button";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDeleteSavedSearch, useUpdateSavedSearch } from "../api/saved-searches";
import { EmailChoice } from "./email-choice";

function RenameDialog(props: { search: SavedSearch; onClose: () => void }) {
  const [name, setName] = useState(props.search.name);
  const nameId = useId();
  const update = useUpdateSavedSearch();
  return (
    <Modal isOpen onClose={props.onClose} title={t("savedSearches.renameTitle")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { id: props.search._id, body: { name } },
            {
              onSuccess: () => {
                toast.success(t("savedSearches.updated"));
                props.onClose();
              },
            },
          );
        }}
      >
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
        <DialogActions
          cancelLabel={t("savedSearches.cancel")}
          onCancel={props.onClose}
          actionLabel={t("savedSearches.renameSubmit")}
          isPending={update.isPending}
        />
      </form>
    </Modal>
  );
}

/** One saved search: open it, rename it, pause or resume it, choose its emails, delete it. */
export function SavedSearchCard(props: { search: SavedSearch }) {
  const { search } = props;
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const change = (body: UpdateSavedSearch) =>
    update.mutate(
      { id: search._id, body },
      { onSuccess: () => toast.success(t("savedSearches.updated")) },
    );
  return (
    <li
      className="flex flex-col gap-3 rounded-box bg-base-200 p-4"
      data-testid="saved-search"
      aria-label={search.name}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold wrap-anywhere">{search.name}</h2>
        {search.paused ? (
          <span className="badge badge-warning">{t("savedSearches.paused")}</span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={search.path} className="btn btn-primary btn-sm">
          {t("savedSearches.open")}
        </Link>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => setDialog("rename")}
        >
          {t("savedSearches.rename")}
        </button>
        <PendingButton
          className="btn-outline btn-sm"
          isPending={update.isPending && update.variables.body.paused !== undefined}
          onClick={() => change({ paused: !search.paused })}
        >
          {search.paused ? t("savedSearches.resume") : t("savedSearches.pause")}
        </PendingButton>
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          onClick={() => setDialog("delete")}
        >
          {t("savedSearches.delete")}
        </button>
        <div className="w-full sm:w-72">
          <EmailChoice
            ariaLabel={t("savedSearches.emailLabel", { name: search.name })}
            value={search.email}
            disabled={update.isPending}
            onChange={(email) => change({ email })}
          />
        </div>
      </div>
      {dialog === "rename" ? (
        <RenameDialog search={search} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        isOpen={dialog === "delete"}
        title={t("savedSearches.deleteTitle")}
        message={t("savedSearches.deleteText", { name: search.name })}
        confirmLabel={t("savedSearches.delete")}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(search._id, {
            onSuccess: () => {
              toast.success(t("savedSearches.deleted"));
              setDialog(null);
            },
          })
        }
        onClose={() => setDialog(null)}
      />
    </li>
  );
}
