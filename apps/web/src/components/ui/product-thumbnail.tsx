import { cardImageUrl } from "@bechedaw/shared/products-format";
import type { ReactNode } from "react";

/**
 * A product's photo (card size) beside its name, as tables and admin lists show it. The name
 * wraps anywhere, so a long unbroken name never makes the table wider than the screen. `nameAs`
 * and `nameId` make the name a heading that a surrounding article is labelled by.
 */
export function ProductThumbnail(props: {
  img: string;
  name: ReactNode;
  details?: ReactNode;
  nameAs?: "p" | "h3";
  nameId?: string;
}) {
  const Name = props.nameAs ?? "p";
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
        <Name id={props.nameId} className="font-semibold wrap-anywhere">
          {props.name}
        </Name>
        {props.details ? <p className="text-sm text-base-content/80">{props.details}</p> : null}
      </div>
    </div>
  );
}
