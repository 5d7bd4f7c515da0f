import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { SideMenu } from "@/features/dashboard/components/side-menu";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

export default function DashboardLayout() {
  useCatalogPart("dashboard");
  const [isWide, setIsWide] = useState(true);
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-7xl flex-col md:flex-row">
      <SideMenu isWide={isWide} onToggle={() => setIsWide((wide) => !wide)} />
      <section className="min-w-0 flex-1 p-4 md:p-8">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
