import { lazy, Suspense, type ComponentType } from "react";
import { Outlet, Route, Routes } from "react-router";
import type { Role } from "@bechedaw/shared";
import { Spinner } from "@/components/ui/spinner";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { RequireRole } from "@/features/auth/components/require-role";
import { RootLayout } from "@/app/layout/root-layout";
import { useDocumentTitle } from "@/lib/i18n/document-title";
import { activeLocale, loadCatalogPart, servedLocale } from "@/lib/i18n/i18n";

// Every page is its own chunk, so the home page loads only what it shows.
const loadHomePage = () => import("@/pages/home/home-page");
const loadBlogsPage = () => import("@/pages/blog/blogs-page");
const loadLoginPage = () => import("@/pages/auth/login-page");
const loadSearchPage = () => import("@/pages/find/search-page");
const HomePage = lazy(loadHomePage);
const BlogsPage = lazy(loadBlogsPage);
/** A page that shows only once its texts, a part of the catalog of their own, have loaded. */
const withLoginTexts = <Page,>(load: () => Promise<Page>) =>
  Promise.all([load(), loadCatalogPart("login", activeLocale())]).then(([page]) => page);
const LoginPage = lazy(() => withLoginTexts(loadLoginPage));
const SignupPage = lazy(() => withLoginTexts(() => import("@/pages/auth/signup-page")));
// In the login page's chunk, not chunks of their own: see the end of login-page.tsx.
const ForgotPasswordPage = lazy(() =>
  loadLoginPage().then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  loadLoginPage().then((module) => ({ default: module.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() => import("@/pages/auth/verify-email-page"));
const SearchPage = lazy(loadSearchPage);
const loadPhonePage = () => import("@/pages/find/phone-page");
const PhonePage = lazy(loadPhonePage);
const loadSellerPage = () => import("@/pages/find/seller-page");
const SellerPage = lazy(loadSellerPage);

/**
 * Starts fetching the code of a public page a visitor may land on, so it downloads beside the
 * language catalog instead of after the first render (one round trip less on a slow phone).
 */
export function preloadLandingPage(pathname: string): void {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/home") void loadHomePage();
  else if (path === "/blogs") void loadBlogsPage();
  else if (path === "/login") void loadLoginPage();
  else if (path === "/phones" || path.startsWith("/category/")) void loadSearchPage();
  else if (path.startsWith("/phones/")) void loadPhonePage();
  else if (path.startsWith("/sellers/")) void loadSellerPage();
  // Their texts are a part of the catalog of their own, fetched beside the page's code.
  if (path === "/login" || path === "/signup") void loadCatalogPart("login", servedLocale());
}
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
const SavedSearchesPage = lazy(() => import("@/pages/dashboard/saved-searches-page"));
const DealPage = lazy(() => import("@/pages/dashboard/deal-page"));
const ReviewQueuePage = lazy(() => import("@/pages/admin/review-queue-page"));
const NotFoundPage = lazy(() => import("@/pages/errors/not-found-page"));

/**
 * Every route of the app (docs/decisions/010-declarative-routes.md). Paths match in any
 * letter case. Dashboard pages for some roles show everyone else a clear "not allowed" page.
 */
export function AppRoutes() {
  useDocumentTitle();
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<HomePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="blogs" element={<BlogsPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          {/* Browsing is open (decision 016): booking and reporting ask visitors to sign in. */}
          <Route path="phones" element={<SearchPage />} />
          <Route path="category/:name" element={<SearchPage />} />
          <Route path="phones/:id" element={<PhonePage />} />
          <Route path="sellers/:id" element={<SellerPage />} />
          <Route
            element={
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            }
          >
            <Route path="dashboard" element={<DashboardLayout />}>
              <Route index element={<DashboardHome />} />
              {/* Anyone signed in may book a phone, so anyone may see their orders. */}
              <Route path="my-orders" element={<MyOrdersPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="notifications" element={<NotificationsPage />} />
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
              <Route
                path="my-products"
                element={<ForRoles roles="Seller" page={MyProductsPage} />}
              />
              <Route
                path="add-products"
                element={<ForRoles roles="Seller" page={AddProductPage} />}
              />
              <Route
                path="my-products/:id/edit"
                element={<ForRoles roles="Seller" page={EditProductPage} />}
              />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

function ForRoles(props: { roles: Role; page: ComponentType }) {
  const Page = props.page;
  return (
    <RequireRole roles={[props.roles]}>
      <Page />
    </RequireRole>
  );
}
