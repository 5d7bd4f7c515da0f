import { BRANDS } from "@bechedaw/shared/constants";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CategoryArt } from "./category-art";
import { t } from "@/lib/i18n/i18n";

export function CategoriesSection() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="mb-6 text-3xl font-bold">
        {t("home.categories.title")}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:gap-6">
        {BRANDS.map((brand) => (
          <li key={brand}>
            <Link
              to={`/category/${brand}`}
              className="card group h-full border border-base-300 bg-base-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <div className="px-2 pt-3 sm:px-6 sm:pt-6">
                <CategoryArt brand={brand} />
              </div>
              <div className="card-body flex-row items-center justify-center p-3 sm:justify-between sm:p-6">
                <span className="text-lg font-bold sm:text-2xl">{brand}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="hidden size-5 text-secondary transition-transform sm:block group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
