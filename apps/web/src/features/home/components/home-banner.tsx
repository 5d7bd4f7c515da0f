import { Link } from "react-router";
import { BannerArt } from "./banner-art";
import { t } from "@/lib/i18n/i18n";

export function HomeBanner() {
  return (
    <section className="bg-base-200" aria-labelledby="home-heading">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
        <div className="flex flex-col items-start gap-6">
          <h1 id="home-heading" className="text-4xl font-bold leading-tight md:text-6xl">
            {t("home.banner.title")}
          </h1>
          <p className="max-w-xl text-lg">{t("home.banner.text")}</p>
          <Link to="/phones" className="btn btn-primary btn-lg">
            {t("home.banner.buy")}
          </Link>
        </div>
        <BannerArt className="mx-auto h-auto w-full max-w-md" />
      </div>
    </section>
  );
}
