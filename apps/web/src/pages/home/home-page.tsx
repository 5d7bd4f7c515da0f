import { AchievementSection } from "@/features/home/components/achievement-section";
import { AdvertisedSection } from "@/features/products/components/advertised-section";
import { CategoriesSection } from "@/features/home/components/categories-section";
import { HomeBanner } from "@/features/home/components/home-banner";

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
