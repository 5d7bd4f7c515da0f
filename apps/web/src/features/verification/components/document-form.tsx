import type { VerificationKind } from "@bechedaw/shared";
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from "@bechedaw/shared/verification-messages";
import { useId, useState, type FormEvent } from "react";
import { FormField, TextField, describedBy } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { t } from "@/lib/i18n/i18n";
import type { MessageId } from "@/lib/i18n/catalog";
import { useRequestVerification, type UploadPrivatePhoto } from "../api/verification";

type PhotoSlot = { label: MessageId; isRequired: boolean };

const SLOTS: Record<VerificationKind, PhotoSlot[]> = {
  identity: [
    { label: "verification.nidFront", isRequired: true },
    { label: "verification.nidBack", isRequired: false },
  ],
  shop: [{ label: "verification.licence", isRequired: true }],
};

function PhotoInput(props: {
  id: string;
  slot: PhotoSlot;
  accept: string;
  file: File | undefined;
  error?: string;
  isDisabled: boolean;
  onChange: (file: File | undefined) => void;
}) {
  const { id, file, error } = props;
  const hint = file ? t("verification.chosen", { name: file.name }) : t("verification.photoHint");
  return (
    <FormField id={id} label={t(props.slot.label)} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        accept={props.accept}
        disabled={props.isDisabled}
        className={`file-input file-input-bordered w-full min-w-0 ${error ? "file-input-error" : ""}`}
        {...describedBy({ id, hint, error })}
        onChange={(event) => props.onChange(event.target.files?.[0])}
      />
    </FormField>
  );
}

/**
 * The document's photos (an NID's front and back, or a trade licence with the shop's name),
 * shrunk and uploaded privately by `upload`, then sent for an admin to check.
 */
export function DocumentForm(props: {
  kind: VerificationKind;
  upload: UploadPrivatePhoto;
  accept: string;
}) {
  const { kind } = props;
  const id = useId();
  const request = useRequestVerification(props.upload);
  const slots = SLOTS[kind];
  const [files, setFiles] = useState<(File | undefined)[]>([]);
  const [shopName, setShopName] = useState("");
  const [errors, setErrors] = useState<{ photo?: string; shopName?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = files.filter((file): file is File => file !== undefined);
    const found = {
      photo: files[0] ? undefined : t("verification.photoRequired"),
      shopName:
        kind === "shop" && shopName.trim().length < 2
          ? VERIFICATION_MESSAGES.shopNameTooShort
          : undefined,
    };
    setErrors(found);
    if (found.photo || found.shopName) return;
    request.mutate({ kind, files: chosen, shopName: shopName.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {kind === "shop" ? (
        <TextField
          id={`${id}-shop`}
          label={t("verification.shopName")}
          value={shopName}
          maxLength={VERIFICATION_LIMITS.shopName}
          autoComplete="organization"
          error={errors.shopName}
          disabled={request.isPending}
          onChange={(event) => setShopName(event.target.value)}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {slots.map((slot, i) => (
          <PhotoInput
            key={slot.label}
            id={`${id}-photo${i}`}
            slot={slot}
            accept={props.accept}
            file={files[i]}
            error={i === 0 ? errors.photo : undefined}
            isDisabled={request.isPending}
            onChange={(file) => {
              setFiles((current) => Object.assign([...current], { [i]: file }));
              if (i === 0) setErrors((current) => ({ ...current, photo: undefined }));
            }}
          />
        ))}
      </div>
      <PendingButton type="submit" className="btn-primary" isPending={request.isPending}>
        {t("verification.send")}
      </PendingButton>
    </form>
  );
}
