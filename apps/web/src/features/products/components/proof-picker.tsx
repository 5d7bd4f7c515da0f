import { ExternalLink, X } from "lucide-react";
import { useRef } from "react";
import { describedBy } from "@/components/ui/form-field";
import { t } from "@/lib/i18n/i18n";
import { IMAGE_ACCEPT, type ProofEntry } from "./add-product-schema";

type ProofPickerProps = {
  id: string;
  label: string;
  value: ProofEntry | null;
  isDisabled?: boolean;
  onChange: (value: ProofEntry | null) => void;
};

/**
 * One private proof photo: pick a file, or see the saved one (it opens only for its seller and
 * admins) and remove it. Uploaded with the listing, never before.
 */
export function ProofPicker({ id, label, value, isDisabled, onChange }: ProofPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    if (input.current) input.current.value = "";
    onChange(null);
  };
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="label-text block font-medium text-base-content">
        {label}
      </label>
      {value?.url && !value.file ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="badge badge-success badge-sm">{t("find.form.proofSaved")}</span>
          <a href={value.url} target="_blank" rel="noreferrer" className="link link-secondary">
            {t("find.form.proofView")}
            <ExternalLink aria-hidden="true" className="ms-1 inline size-3.5" />
          </a>
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={isDisabled}
          className="file-input file-input-bordered file-input-sm w-full min-w-0"
          {...describedBy({ id, hint: value?.file ? true : undefined })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            onChange(file ? { file } : null);
          }}
        />
        {value ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            disabled={isDisabled}
            onClick={remove}
            aria-label={`${t("find.form.proofRemove")}: ${label}`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {value?.file ? (
        <p id={`${id}-hint`} className="text-sm break-all text-base-content/80">
          {t("find.form.proofChosen", { name: value.file.name })}
        </p>
      ) : null}
    </div>
  );
}
