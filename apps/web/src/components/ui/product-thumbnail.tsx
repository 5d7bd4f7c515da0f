import { cardImageUrl } from "@bechedaw/shared/products-format";
import type { ReactNode } from "react";

/**
 * A table's product cell: the card-size photo and the name, which wraps anywhere so a long
 * unbroken name never makes the table wider than the screen.
 */
export function ProductThumbnail(props: { img: string; name: string; details?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={cardImageUrl(props.img)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-box bg-base-200 object-cover"
      />
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere">{props.name}</p>
        {props.details ? <p className="text-sm text-base-content/80">{props.details}</p> : null}
      </div>
    </div>
  );
}
