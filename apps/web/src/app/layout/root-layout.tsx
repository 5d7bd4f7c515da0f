import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <Navbar />
      <main className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
