import { Check, ChevronLeft, ChevronRight, ImageIcon, Trash2 } from "lucide-react";
import { useState } from "react";
import { cardImageUrl } from "@bechedaw/shared/products-format";
import { isPhotoFile } from "./add-product-schema";
import type { PhotoEntry, PhotoUpload } from "./photo-list";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/** The controls of a photo, by the suffix of their ids. */
export type PhotoControl = "earlier" | "later" | "cover" | "remove";

type PhotoTileProps = {
  idPrefix: string;
  photo: PhotoEntry;
  /** 1 for the cover. */
  position: number;
  count: number;
  upload: PhotoUpload | undefined;
  isDisabled: boolean;
  onMove: (position: number, control: PhotoControl) => void;
  onRemove: () => void;
};

/** One photo of the list: its thumbnail, its upload's progress, and its buttons. */
export function PhotoTile(props: PhotoTileProps) {
  const { photo, position, upload } = props;
  const [isBroken, setIsBroken] = useState(false);
  const isNotPhoto = photo.file !== undefined && !isPhotoFile(photo.file);
  const isFailed = upload?.stage === "failed" || isNotPhoto;
  const number = { position: formatNumber(position) };
  const button = "btn btn-sm btn-ghost btn-square";
  // Photos already on the server show their card size; chosen files show themselves.
  const src = photo.file ? photo.preview : cardImageUrl(photo.preview);

  return (
    <li
      className={`flex min-w-0 flex-col overflow-hidden rounded-box border bg-base-100 ${isFailed ? "border-error" : "border-base-300"}`}
    >
      <div className="relative aspect-square overflow-hidden bg-base-200">
        {isBroken ? (
          <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-base-content/80">
            <ImageIcon className="size-6" aria-hidden="true" />
            {t("dashboard.photo.noPreview")}
          </span>
        ) : (
          <img
            src={src}
            alt={t("dashboard.photo.alt", { ...number, count: formatNumber(props.count) })}
            className="absolute inset-0 size-full object-cover"
            onError={() => setIsBroken(true)}
          />
        )}
        <TileStatus upload={upload} isUploaded={Boolean(photo.file && photo.url)} />
      </div>
      {isNotPhoto ? (
        <p className="px-2 pt-1 text-xs text-error">{t("dashboard.photo.notAPhoto")}</p>
      ) : null}
      <div className="flex items-center justify-between gap-1 p-1">
        <button
          id={`${props.idPrefix}-earlier`}
          type="button"
          className={button}
          disabled={props.isDisabled || position === 1}
          aria-label={t("dashboard.photo.moveEarlier", number)}
          title={t("dashboard.photo.moveEarlier", number)}
          onClick={() => props.onMove(position - 1, "earlier")}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <button
          id={`${props.idPrefix}-later`}
          type="button"
          className={button}
          disabled={props.isDisabled || position === props.count}
          aria-label={t("dashboard.photo.moveLater", number)}
          title={t("dashboard.photo.moveLater", number)}
          onClick={() => props.onMove(position + 1, "later")}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
        <button
          id={`${props.idPrefix}-remove`}
          type="button"
          className={`${button} text-error`}
          disabled={props.isDisabled}
          aria-label={t("dashboard.photo.remove", number)}
          title={t("dashboard.photo.remove", number)}
          onClick={props.onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      {position === 1 ? (
        <span className="badge mx-1 mb-1 h-6 w-auto badge-primary text-xs font-semibold">
          {t("dashboard.photo.cover")}
        </span>
      ) : (
        <button
          id={`${props.idPrefix}-cover`}
          type="button"
          className="btn btn-xs btn-outline mx-1 mb-1"
          disabled={props.isDisabled}
          aria-label={t("dashboard.photo.makeCoverOf", number)}
          onClick={() => props.onMove(1, "cover")}
        >
          {t("dashboard.photo.makeCover")}
        </button>
      )}
    </li>
  );
}

/** The upload's stage over the bottom of the thumbnail, while it has one. */
function TileStatus(props: { upload: PhotoUpload | undefined; isUploaded: boolean }) {
  const { upload } = props;
  const bar = "absolute inset-x-0 bottom-0 bg-base-100/90 px-2 py-1 text-xs";
  if (upload?.stage === "failed") {
    return <span className={`${bar} font-medium text-error`}>{t("dashboard.photo.failed")}</span>;
  }
  if (upload?.stage === "preparing") {
    return <span className={bar}>{t("dashboard.photo.preparing")}</span>;
  }
  if (upload?.stage === "uploading") {
    const label = t("dashboard.photo.uploading", { percent: formatNumber(upload.percent) });
    return (
      <span className={`${bar} flex flex-col gap-1`}>
        {label}
        <progress
          className="progress progress-primary h-1.5 w-full"
          value={upload.percent}
          max={100}
          aria-label={label}
        />
      </span>
    );
  }
  if (props.isUploaded) {
    return (
      <span className={`${bar} flex items-center gap-1 text-success`}>
        <Check className="size-3" aria-hidden="true" />
        {t("dashboard.photo.uploaded")}
      </span>
    );
  }
  return null;
}
