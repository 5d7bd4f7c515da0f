import { ImageIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { describedBy, FormField } from "@/components/ui/form-field";
import { IMAGE_ACCEPT } from "./add-product-schema";
import { t } from "@/lib/i18n/i18n";

/**
 * A labelled photo file input (the form kit's FormField, with hint and error) and a preview
 * beside it. The preview URL is revoked whenever the photo changes
 * and when the picker goes away, so chosen photos do not pile up in memory.
 */
export function ImagePicker(props: {
  id: string;
  label: string;
  name: string;
  error?: string;
  isDisabled: boolean;
  onChange: (file: File | undefined) => void;
  onBlur: () => void;
}) {
  const [preview, setPreview] = useState<{ url: string; name: string }>();
  const [isPreviewBroken, setIsPreviewBroken] = useState(false);
  const previewUrl = useRef<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const hint = t("products.photo.hint");

  function choose(file: File | undefined) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : undefined;
    setPreview(
      file && previewUrl.current ? { url: previewUrl.current, name: file.name } : undefined,
    );
    setIsPreviewBroken(false);
    props.onChange(file);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField id={props.id} label={props.label} hint={hint} error={props.error}>
        {/*
         * The browser's own file button speaks the browser's language ("Choose File"), so the
         * input is only visually hidden and this button, in the page's language, opens it.
         */}
        <div className="flex min-w-0 items-center gap-3">
          <input
            ref={input}
            id={props.id}
            name={props.name}
            type="file"
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            {...describedBy({ id: props.id, hint, error: props.error })}
            disabled={props.isDisabled}
            onChange={(event) => choose(event.target.files?.[0])}
            onBlur={props.onBlur}
          />
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            className={`btn btn-outline shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${props.error ? "btn-error" : ""}`}
            disabled={props.isDisabled}
            onClick={() => input.current?.click()}
          >
            <ImageIcon className="size-4" aria-hidden="true" />
            {t("products.photo.choose")}
          </button>
          <span aria-hidden="true" className="min-w-0 truncate text-sm text-base-content/80">
            {preview?.name ?? t("products.photo.noneChosen")}
          </span>
        </div>
      </FormField>
      <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-box border border-base-300 bg-base-200">
        {preview && !isPreviewBroken ? (
          <img
            src={preview.url}
            alt={t("products.photo.previewOf", { name: preview.name })}
            className="size-full object-cover"
            onError={() => setIsPreviewBroken(true)}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-base-content/80">
            <ImageIcon className="size-6" aria-hidden="true" />
            {preview ? t("products.photo.noPreview") : t("products.photo.none")}
          </span>
        )}
      </div>
    </div>
  );
}
