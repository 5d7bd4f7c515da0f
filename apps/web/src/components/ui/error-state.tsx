import { RotateCw, TriangleAlert } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/** A failed load, said in words, with a way to try again. */
export function ErrorState(props: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-box border border-error/30 bg-base-200 px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-error" />
      <p className="text-lg font-semibold">{props.title}</p>
      <p className="max-w-md text-base-content/80">{props.message}</p>
      {props.onRetry ? (
        <button type="button" className="btn btn-outline btn-secondary" onClick={props.onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t("common.tryAgain")}
        </button>
      ) : null}
    </div>
  );
}
