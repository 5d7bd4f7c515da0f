import { lazy } from "react";
import { Route, Routes } from "react-router";
import NotFoundPage from "@/pages/errors/not-found-page";
import SignedInGate, { ForRoles } from "./signed-in-gate";

const DashboardLayout = lazy(() => import("@/pages/dashboard/dashboard-layout"));
const DashboardHome = lazy(() => import("@/pages/dashboard/dashboard-home"));
const MyOrdersPage = lazy(() => import("@/pages/bookings/my-orders-page"));
const AllSellersPage = lazy(() => import("@/pages/admin/all-sellers-page"));
const AllBuyersPage = lazy(() => import("@/pages/admin/all-buyers-page"));
const AdminsPage = lazy(() => import("@/pages/admin/admins-page"));
const ReportedProductsPage = lazy(() => import("@/pages/admin/reported-products-page"));
const MyProductsPage = lazy(() => import("@/pages/products/my-products-page"));
const AddProductPage = lazy(() => import("@/pages/products/add-product-page"));
const EditProductPage = lazy(() => import("@/pages/products/edit-product-page"));
const VerificationPage = lazy(() => import("@/pages/dashboard/verification-page"));
const SettingsPage = lazy(() => import("@/pages/dashboard/settings-page"));
const NotificationsPage = lazy(() => import("@/pages/dashboard/notifications-page"));
const FavouritesPage = lazy(() => import("@/pages/dashboard/favourites-page"));
const SavedSearchesPage = lazy(() => import("@/pages/dashboard/saved-searches-page"));
const DealPage = lazy(() => import("@/pages/dashboard/deal-page"));
const ReviewQueuePage = lazy(() => import("@/pages/admin/review-queue-page"));

/**
 * `/dashboard/*`: every page of the dashboard, each a chunk of its own, for someone signed in;
 * pages for some roles show everyone else a clear "not allowed" page. Loaded with the first
 * dashboard page a person opens, so the public pages never carry these routes.
 */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<SignedInGate />}>
        <Route element={<DashboardLayout />}>
          <Route index element={<DashboardHome />} />
          {/* Anyone signed in may book a phone, so anyone may see their orders. */}
          <Route path="my-orders" element={<MyOrdersPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          {/* Anyone signed in may save phones. */}
          <Route path="favourites" element={<FavouritesPage />} />
          {/* Anyone signed in may save searches. */}
          <Route path="saved-searches" element={<SavedSearchesPage />} />
          {/* A deal's two sides and admins; the server answers anyone else 403 or 404. */}
          <Route path="deals/:id" element={<DealPage />} />
          <Route path="all-seller" element={<ForRoles roles="Admin" page={AllSellersPage} />} />
          {/* Spelt as the original site spelt it; /all-buyer works too. */}
          <Route path="All-buyer" element={<ForRoles roles="Admin" page={AllBuyersPage} />} />
          <Route path="admins" element={<ForRoles roles="Admin" page={AdminsPage} />} />
          <Route
            path="reported-products"
            element={<ForRoles roles="Admin" page={ReportedProductsPage} />}
          />
          <Route path="review" element={<ForRoles roles="Admin" page={ReviewQueuePage} />} />
          <Route
            path="verification"
            element={<ForRoles roles="Seller" page={VerificationPage} />}
          />
          <Route path="my-products" element={<ForRoles roles="Seller" page={MyProductsPage} />} />
          <Route path="add-products" element={<ForRoles roles="Seller" page={AddProductPage} />} />
          <Route
            path="my-products/:id/edit"
            element={<ForRoles roles="Seller" page={EditProductPage} />}
          />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
