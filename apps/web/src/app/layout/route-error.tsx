import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";

type BoundaryProps = { children: ReactNode };

/**
 * Catches a page that crashed or whose code failed to load, and shows RouteError in its place;
 * the top bar and footer stay. Keyed by the path where it is used, so another page starts clean.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t("layout.error.title")}</h1>
      <p>{t("layout.error.crashed")}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t("layout.error.reload")}
        </button>
        <Link to="/" className="btn btn-ghost">
          {t("layout.error.home")}
        </Link>
      </div>
    </div>
  );
}
