import { cardImageUrl, photoSrcSet } from "@bechedaw/shared/products-format";

/** The card's width in the grid: 1 column, then 2 from `md`, then 3 in the 80rem container. */
const CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)";

/**
 * A product card's photo at 4:3. The first row of a list is fetched at once and first (it is
 * what a visitor sees, and the page's largest paint); the rest only when scrolled near.
 */
export function ProductPhoto(props: { img: string; name: string; isFirstRow?: boolean }) {
  return (
    <img
      src={cardImageUrl(props.img)}
      srcSet={photoSrcSet(props.img)}
      sizes={CARD_SIZES}
      alt={props.name}
      width={480}
      height={360}
      loading={props.isFirstRow ? "eager" : "lazy"}
      fetchPriority={props.isFirstRow ? "high" : "auto"}
      decoding="async"
      className="aspect-[4/3] h-auto w-full object-cover"
    />
  );
}
