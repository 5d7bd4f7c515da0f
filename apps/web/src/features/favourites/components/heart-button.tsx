import { Heart } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/** The heart itself: pressed when the phone is in the person's favourites. */
export function HeartButton(props: {
  name: string;
  isSaved: boolean;
  className?: string;
  onClick: () => void;
}) {
  const label = t("products.favourite.save", { phone: props.name });
  return (
    <button
      type="button"
      className={`btn btn-circle btn-sm border-base-300 bg-base-100/90 ${props.className ?? ""}`}
      aria-pressed={props.isSaved}
      aria-label={label}
      title={label}
      onClick={props.onClick}
    >
      <Heart
        aria-hidden="true"
        className={`size-4 ${props.isSaved ? "fill-current text-error" : "text-base-content/70"}`}
      />
    </button>
  );
}
