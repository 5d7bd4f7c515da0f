import { lazy, Suspense, useSyncExternalStore } from "react";
import { AchievementSection } from "@/features/home/components/achievement-section";
import { useProductBooking } from "@/features/bookings/components/use-product-booking";
import { AdvertisedSection } from "@/features/products/components/advertised-section";
import { CategoriesSection } from "@/features/home/components/categories-section";
import { HomeBanner } from "@/features/home/components/home-banner";
import { hasRecentViews } from "@/features/recent/has-recent-views";

// Loaded only for a browser that has opened a phone, once the page is up: a first visit
// downloads none of it (the home page's JavaScript budget).
const RecentlyViewedSection = lazy(() => import("./recently-viewed-section"));
const noSubscription = () => () => {};

export default function HomePage() {
  const booking = useProductBooking();
  // False on the server and while hydrating, then what this browser's storage says.
  const showRecent = useSyncExternalStore(noSubscription, hasRecentViews, () => false);
  return (
    <>
      <HomeBanner />
      <AdvertisedSection booking={booking} />
      {showRecent ? (
        <Suspense fallback={null}>
          <RecentlyViewedSection booking={booking} />
        </Suspense>
      ) : null}
      <CategoriesSection />
      <AchievementSection />
    </>
  );
}
