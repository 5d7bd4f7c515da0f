import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { t } from "@/lib/i18n/i18n";

/** Error boundary for every route: a chunk that failed to load, or a page that crashed. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t("layout.error.crashed");
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t("layout.error.title")}</h1>
      <p>{message}</p>
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
