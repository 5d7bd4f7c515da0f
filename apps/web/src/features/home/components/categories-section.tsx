import { BRANDS, MAIN_BRANDS, type Brand } from "@bechedaw/shared/constants";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CategoryArt } from "./category-art";
import { t } from "@/lib/i18n/i18n";
import { brandLabel } from "@/lib/i18n/labels";

/** The brands after the three with a card: a compact row of links. */
const MORE_BRANDS = BRANDS.filter(
  (brand: Brand) => !(MAIN_BRANDS as readonly Brand[]).includes(brand),
);

export function CategoriesSection() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="mb-6 text-3xl font-bold">
        {t("home.categories.title")}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:gap-6">
        {MAIN_BRANDS.map((brand) => (
          <li key={brand}>
            <Link
              to={`/category/${brand}`}
              className="card group h-full border border-base-300 bg-base-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <div className="px-2 pt-3 sm:px-6 sm:pt-6">
                <CategoryArt brand={brand} />
              </div>
              <div className="card-body flex-row items-center justify-center p-3 sm:justify-between sm:p-6">
                <span className="text-lg font-bold sm:text-2xl">{brandLabel(brand)}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="hidden size-5 text-secondary transition-transform sm:block group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <h3 id="more-brands-heading" className="mt-8 mb-3 text-xl font-semibold">
        {t("home.categories.more")}
      </h3>
      <ul
        aria-labelledby="more-brands-heading"
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8"
      >
        {MORE_BRANDS.map((brand) => (
          <li key={brand}>
            <Link
              to={`/category/${brand}`}
              className="btn btn-outline btn-secondary min-h-11 w-full"
            >
              {brandLabel(brand)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
