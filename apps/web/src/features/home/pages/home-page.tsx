import { AchievementSection } from "../components/achievement-section";
import { AdvertisedSection } from "../components/advertised-section";
import { CategoriesSection } from "../components/categories-section";
import { HomeBanner } from "../components/home-banner";

export default function HomePage() {
  return (
    <>
      <HomeBanner />
      <AdvertisedSection />
      <CategoriesSection />
      <AchievementSection />
    </>
  );
}
