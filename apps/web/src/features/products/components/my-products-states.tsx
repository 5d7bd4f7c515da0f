import { PackageOpen, RotateCw } from "lucide-react";
import { Link } from "react-router";

export function MyProductsLoading() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading your products</span>
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
      <span>Your products could not be loaded. {props.message}</span>
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
        Try again
      </button>
    </div>
  );
}

export function MyProductsEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-12 text-center">
      <PackageOpen className="size-12 text-base-content/60" aria-hidden="true" />
      <p className="text-lg font-medium">You didn't add any products.</p>
      <Link to="/dashboard/add-products" className="btn btn-primary">
        Add A Product
      </Link>
    </div>
  );
}
