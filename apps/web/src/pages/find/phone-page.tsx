import type { ProductDetail } from "@bechedaw/shared";
import { PackageX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { FavouriteButton } from "@/features/favourites/components/favourite-button";
import { usePhone } from "@/features/find/api/phone";
import { PassportSection } from "@/features/find/components/passport-section";
import { PhoneRow } from "@/features/find/components/phone-row";
import { PhotoGallery } from "@/features/find/components/photo-gallery";
import { AdvanceWarning, PriceWarning } from "@/features/find/components/price-warning";
import { SafetyTips } from "@/features/find/components/safety-tips";
import { SellerCard } from "@/features/find/components/seller-card";
import { conditionDefinition, conditionLabel, sizeLabel } from "@/lib/i18n/listing-labels";
import { ApiRequestError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { formatMediumDate, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { ageOfUseLabel, brandLabel, locationLabel } from "@/lib/i18n/labels";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useRememberView } from "@/features/recent/use-remember-view";
import { PhoneActions } from "./phone-actions";

function Fact(props: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-base-content/70">{props.term}</dt>
      <dd className="min-w-0 wrap-anywhere">{props.children}</dd>
    </>
  );
}

function PhoneDetails({ product }: { product: ProductDetail }) {
  const { description } = product;
  const isSold = product.status === "sold";
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold wrap-anywhere md:text-3xl">{product.name}</h1>
        {isSold ? (
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <span className="badge badge-neutral badge-lg">{t("find.phone.sold")}</span>
            <span className="text-base-content/80">{t("find.phone.soldText")}</span>
          </p>
        ) : null}
      </div>
      <div>
        <p className="text-3xl font-bold text-secondary">{formatTaka(description.resalePrice)}</p>
        {product.previousPrice ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="badge badge-success">{t("find.phone.reduced")}</span>
            <span className="text-base-content/70">
              <span className="sr-only">{t("find.price.was")} </span>
              <s>{formatTaka(product.previousPrice)}</s>
            </span>
          </p>
        ) : null}
      </div>
      <PriceWarning warning={product.priceWarning} />
      <AdvanceWarning asksForAdvance={product.asksForAdvance} />
      {product.condition ? (
        <p>
          <span className="font-semibold">{conditionLabel(product.condition)}</span>
          <span aria-hidden="true"> · </span>
          <span className="text-base-content/80">{conditionDefinition(product.condition)}</span>
        </p>
      ) : null}
      <PhoneActions product={product} />
      {isSold ? null : <SafetyTips imeiLast4={product.passport?.imeiLast4 ?? null} />}
      <PassportSection passport={product.passport} />
      <section aria-labelledby="phone-details-title">
        <h2 id="phone-details-title" className="mb-2 text-lg font-semibold">
          {t("find.phone.details")}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          <Fact term={t("find.filters.brand")}>{brandLabel(product.brand)}</Fact>
          {product.condition ? (
            <Fact term={t("find.filters.condition")}>{conditionLabel(product.condition)}</Fact>
          ) : null}
          {product.storage ? (
            <Fact term={t("find.filters.storage")}>{sizeLabel(product.storage)}</Fact>
          ) : null}
          {product.ram ? <Fact term={t("find.phone.ram")}>{sizeLabel(product.ram)}</Fact> : null}
          {product.colour ? <Fact term={t("find.phone.colour")}>{product.colour}</Fact> : null}
          <Fact term={t("products.card.originalPrice")}>
            {formatTaka(description.originalPrice)}
          </Fact>
          <Fact term={t("products.card.ageOfUse")}>{ageOfUseLabel(description.yearsOfUse)}</Fact>
          <Fact term={t("products.card.location")}>{locationLabel(description.location)}</Fact>
          <Fact term={t("products.card.postedOn")}>{formatMediumDate(description.date)}</Fact>
        </dl>
      </section>
      {description.text ? (
        <section aria-labelledby="phone-about-title">
          <h2 id="phone-about-title" className="mb-2 text-lg font-semibold">
            {t("find.phone.about")}
          </h2>
          {/* The seller's own words, as text: React escapes them, line breaks are kept. */}
          <p className="whitespace-pre-line wrap-anywhere">{description.text}</p>
        </section>
      ) : null}
      <SellerCard seller={product.seller} />
    </div>
  );
}

function PhoneGone() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState
        title={t("find.phone.gone")}
        titleAs="h1"
        icon={<PackageX aria-hidden="true" className="size-10" />}
      >
        <p className="max-w-prose text-base-content/80">{t("find.phone.goneText")}</p>
        <Link to="/phones" className="btn btn-secondary">
          {t("find.phone.findAnother")}
        </Link>
      </EmptyState>
    </div>
  );
}

/**
 * `/phones/:id`: a phone's own page, open to everyone (decision 016). A sold phone is shown
 * marked sold; a deleted one (404) says it is gone.
 */
export default function PhonePage() {
  useCatalogPart("find");
  const { id = "" } = useParams();
  const query = usePhone(id);
  useRememberView(query.isSuccess ? id : undefined);

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.statusCode === 404)
      return <PhoneGone />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState
          title={t("find.phone.failed")}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const product = query.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:py-8">
      <article className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <PhotoGallery
          photos={product.photos.length > 0 ? product.photos : [product.img]}
          name={product.name}
        />
        <PhoneDetails product={product} />
      </article>
      {product.similar.length > 0 ? (
        <section aria-labelledby="similar-title" className="mt-10">
          <h2 id="similar-title" className="mb-4 text-xl font-bold">
            {t("find.phone.similar")}
          </h2>
          <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
            {product.similar.map((phone) => (
              <li key={phone._id}>
                <PhoneRow
                  product={phone}
                  headingLevel={3}
                  favourite={<FavouriteButton product={phone} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
