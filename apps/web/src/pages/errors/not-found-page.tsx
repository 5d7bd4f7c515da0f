import { Link } from "react-router";
import { NotFoundIllustration } from "@/components/ui/not-found-illustration";
import { t } from "@/lib/i18n/i18n";

export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <NotFoundIllustration className="w-full max-w-md" />
      <div className="max-w-md space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("common.notFound.title")}</h1>
        <p className="text-lg text-base-content/80">{t("common.notFound.text")}</p>
      </div>
      <Link to="/" className="btn btn-primary">
        {t("common.notFound.back")}
      </Link>
    </div>
  );
}
