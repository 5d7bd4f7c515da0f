import { productGridClass } from "./product-grid";
import { t } from "@/lib/i18n/i18n";

/** Card-shaped placeholders in the grid's own layout, so nothing jumps when phones arrive. */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t("products.loadingPhones")}</span>
      <ul className={productGridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card overflow-hidden border border-base-300 bg-base-100">
            <div className="skeleton aspect-[4/3] w-full rounded-none" />
            <div className="card-body gap-3 p-5">
              <div className="skeleton h-3 w-20" />
              <div className="skeleton h-6 w-3/4" />
              <div className="skeleton h-4 w-1/2" />
              <div className="skeleton h-4 w-2/3" />
              <div className="skeleton h-4 w-1/3" />
              <div className="mt-2 grid grid-cols-2 gap-2">
                <div className="skeleton h-10" />
                <div className="skeleton h-10" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
