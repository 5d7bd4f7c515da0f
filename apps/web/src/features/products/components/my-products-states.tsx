import { PackageOpen, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";

export function MyProductsLoading() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t("products.mine.loading")}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="skeleton h-20 w-full" aria-hidden="true" />
      ))}
    </div>
  );
}

export function MyProductsError(props: {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
      <span>
        {t("products.mine.failed")} {props.message}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        onClick={props.onRetry}
        disabled={props.isRetrying}
      >
        <RotateCw
          className={`size-4 ${props.isRetrying ? "animate-spin" : ""}`}
          aria-hidden="true"
        />
        {t("common.tryAgain")}
      </button>
    </div>
  );
}

export function MyProductsEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-12 text-center">
      <PackageOpen className="size-12 text-base-content/60" aria-hidden="true" />
      <p className="text-lg font-medium">{t("products.mine.empty")}</p>
      <Link to="/dashboard/add-products" className="btn btn-primary">
        {t("products.mine.add")}
      </Link>
    </div>
  );
}
