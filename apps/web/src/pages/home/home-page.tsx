import { AchievementSection } from "@/features/home/components/achievement-section";
import { useProductBooking } from "@/features/bookings/components/use-product-booking";
import { AdvertisedSection } from "@/features/products/components/advertised-section";
import { CategoriesSection } from "@/features/home/components/categories-section";
import { HomeBanner } from "@/features/home/components/home-banner";

export default function HomePage() {
  const booking = useProductBooking();
  return (
    <>
      <HomeBanner />
      <AdvertisedSection booking={booking} />
      <CategoriesSection />
      <AchievementSection />
    </>
  );
}
