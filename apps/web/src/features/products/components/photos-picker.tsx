import { MAX_PHOTOS } from "@bechedaw/shared";
import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { describedBy, FormField } from "@/components/ui/form-field";
import { IMAGE_ACCEPT } from "./add-product-schema";
import { moved, nextPhotoKey, withAdded, type PhotoEntry, type PhotoUpload } from "./photo-list";
import { PhotoTile, type PhotoControl } from "./photo-tile";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

type PhotosPickerProps = {
  id: string;
  label: string;
  photos: PhotoEntry[];
  uploads: Record<string, PhotoUpload>;
  error?: string;
  isDisabled: boolean;
  /** The form's ref, so an error can bring the focus here. */
  inputRef?: (element: HTMLInputElement | null) => void;
  onChange: (photos: PhotoEntry[]) => void;
  onBlur: () => void;
};

/**
 * A listing's 1 to 8 photos: several chosen at once (and more later), shown as thumbnails in
 * their order, the first being the cover. Each can move earlier or later, become the cover, or
 * go; every change is announced. Object URLs of chosen files are freed when they go and when
 * the picker does.
 */
export function PhotosPicker(props: PhotosPickerProps) {
  const { photos, onChange } = props;
  const input = useRef<HTMLInputElement | null>(null);
  const objectUrls = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState("");
  /** Said on screen too: how many chosen photos did not fit. */
  const [leftOut, setLeftOut] = useState(0);
  /** The photo just moved, whose control takes the focus once the list shows it in place. */
  const focusAfter = useRef<{ key: string; control: PhotoControl }>(undefined);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // A moved photo keeps the keyboard focus on its own controls.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = undefined;
    const controls = ["earlier", "later", "remove"] as const;
    const order = [target.control, ...controls.filter((control) => control !== target.control)];
    const button = order
      .map((control) => document.getElementById(`${props.id}-${target.key}-${control}`))
      .find((element) => element instanceof HTMLButtonElement && !element.disabled);
    button?.focus();
  }, [photos, props.id]);

  function add(files: File[]) {
    const added = files.map((file): PhotoEntry => {
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      return { key: nextPhotoKey(), name: file.name, preview, file };
    });
    const next = withAdded(photos, added);
    next.left.forEach((photo) => forget(photo.preview));
    onChange(next.photos);
    setLeftOut(next.left.length);
    setAnnouncement(t("dashboard.photo.added", { count: formatNumber(next.photos.length) }));
  }

  function forget(preview: string) {
    if (!objectUrls.current.delete(preview)) return;
    URL.revokeObjectURL(preview);
  }

  function move(from: number, to: number, control: PhotoControl) {
    const photo = photos[from];
    if (!photo) return;
    onChange(moved(photos, from, to));
    focusAfter.current = { key: photo.key, control };
    setAnnouncement(
      to === 0
        ? t("dashboard.photo.isCover")
        : t("dashboard.photo.movedTo", {
            position: formatNumber(to + 1),
            count: formatNumber(photos.length),
          }),
    );
  }

  function remove(index: number) {
    const photo = photos[index];
    if (!photo) return;
    forget(photo.preview);
    onChange(photos.filter((_, i) => i !== index));
    setLeftOut(0);
    setAnnouncement(t("dashboard.photo.removed", { count: formatNumber(photos.length - 1) }));
    input.current?.focus();
  }

  const isFull = photos.length >= MAX_PHOTOS;
  const hint = t("dashboard.photo.hint", { max: formatNumber(MAX_PHOTOS) });
  return (
    <div className="space-y-3">
      <FormField id={props.id} label={props.label} hint={hint} error={props.error}>
        {/*
         * The browser's own file button speaks the browser's language ("Choose Files"), so the
         * input is only visually hidden and this button, in the page's language, opens it.
         */}
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <input
            ref={(element) => {
              input.current = element;
              props.inputRef?.(element);
            }}
            id={props.id}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            {...describedBy({ id: props.id, hint, error: props.error })}
            disabled={props.isDisabled || isFull}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              // The same file can be chosen again after it was removed.
              event.target.value = "";
            }}
            onBlur={props.onBlur}
          />
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            className={`btn btn-outline shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${props.error ? "btn-error" : ""}`}
            disabled={props.isDisabled || isFull}
            onClick={() => input.current?.click()}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {photos.length === 0 ? t("dashboard.photo.choose") : t("dashboard.photo.chooseMore")}
          </button>
          <span className="text-sm text-base-content/80">
            {t("dashboard.photo.count", {
              count: formatNumber(photos.length),
              max: formatNumber(MAX_PHOTOS),
            })}
          </span>
        </div>
      </FormField>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {leftOut > 0 ? (
        <p className="alert alert-warning alert-soft text-sm" role="status">
          {t("dashboard.photo.tooMany", {
            max: formatNumber(MAX_PHOTOS),
            count: formatNumber(leftOut),
          })}
        </p>
      ) : null}
      {photos.length === 0 ? null : (
        <ol
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          aria-label={t("dashboard.photo.listLabel")}
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              idPrefix={`${props.id}-${photo.key}`}
              photo={photo}
              position={index + 1}
              count={photos.length}
              upload={props.uploads[photo.key]}
              isDisabled={props.isDisabled}
              onMove={(to, control) => move(index, to - 1, control)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
