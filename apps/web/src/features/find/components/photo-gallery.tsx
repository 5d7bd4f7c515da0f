import { cardImageUrl, photoSrcSet } from "@bechedaw/shared/products-format";
import { ChevronLeft, ChevronRight, X, ZoomIn } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/** How far (px) a finger must travel sideways to turn the photo. */
const SWIPE_DISTANCE = 40;

/**
 * A listing's 1 to 8 photos: swipe sideways on a touch screen, arrow keys or the buttons
 * elsewhere, the thumbnails to jump, and a full-screen zoom view from tablets up.
 */
export function PhotoGallery(props: { photos: string[]; name: string }) {
  const photos = props.photos.length > 0 ? props.photos : [];
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const zoom = useRef<HTMLDialogElement>(null);
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((((current + step) % count) + count) % count);
  const position = t("find.gallery.photo", {
    n: formatNumber(current + 1),
    count: formatNumber(count),
  });

  const onKey = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 1 : -1);
  };
  if (count === 0) return null;

  const arrow = (step: 1 | -1, className = "") => (
    <button
      type="button"
      className={`btn btn-circle btn-sm absolute top-1/2 size-11 -translate-y-1/2 border-0 bg-base-100/85 shadow md:size-10 ${className}`}
      aria-label={step === 1 ? t("find.gallery.next") : t("find.gallery.previous")}
      onClick={() => go(step)}
    >
      {step === 1 ? <ChevronRight aria-hidden="true" /> : <ChevronLeft aria-hidden="true" />}
    </button>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("find.gallery.label", { name: props.name })}
      className="flex flex-col gap-2"
      onKeyDown={onKey}
    >
      <div
        className="relative overflow-hidden rounded-box bg-base-200 touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        data-testid="gallery-photo"
      >
        <img
          key={photos[current]}
          src={photos[current]}
          srcSet={photoSrcSet(photos[current]!)}
          sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
          alt={`${props.name}: ${position}`}
          width={1200}
          height={900}
          fetchPriority={current === 0 ? "high" : "auto"}
          draggable={false}
          className="aspect-[4/3] h-auto w-full object-contain"
        />
        {count > 1 ? (
          <>
            {arrow(-1, "left-2")}
            {arrow(1, "right-2")}
          </>
        ) : null}
        <button
          type="button"
          className="btn btn-sm absolute right-2 bottom-2 hidden border-0 bg-base-100/85 shadow md:inline-flex"
          onClick={() => zoom.current?.showModal()}
        >
          <ZoomIn aria-hidden="true" className="size-4" />
          {t("find.gallery.zoom")}
        </button>
        <p
          aria-live="polite"
          className="absolute bottom-2 left-2 rounded-field bg-base-100/85 px-2 py-0.5 text-sm"
        >
          {position}
        </p>
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                aria-label={t("find.gallery.show", { n: formatNumber(i + 1) })}
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-field border-2 ${i === current ? "border-secondary" : "border-transparent"}`}
              >
                <img
                  src={cardImageUrl(photo)}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  className="aspect-[4/3] w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={zoom}
        className="modal"
        aria-label={t("find.gallery.label", { name: props.name })}
        onKeyDown={onKey}
      >
        <div className="modal-box relative max-h-[95vh] w-[95vw] max-w-[95vw] p-2">
          <img
            src={photos[current]}
            alt={`${props.name}: ${position}`}
            className="mx-auto max-h-[90vh] w-auto object-contain"
          />
          {count > 1 ? (
            <>
              {arrow(-1, "left-4")}
              {arrow(1, "right-4")}
            </>
          ) : null}
          <form method="dialog">
            <button
              type="submit"
              className="btn btn-circle btn-sm absolute top-3 right-3 size-10"
              aria-label={t("common.close")}
            >
              <X aria-hidden="true" />
            </button>
          </form>
        </div>
        <form method="dialog" className="modal-backdrop" aria-hidden="true">
          <button type="submit" tabIndex={-1}>
            {t("common.close")}
          </button>
        </form>
      </dialog>
    </section>
  );
}
