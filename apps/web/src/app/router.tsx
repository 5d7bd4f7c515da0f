import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { Spinner } from "@/components/ui/spinner";
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
const InfoPage = lazy(() => import("@/pages/info/info-page"));
const ContactPage = lazy(() => import("@/pages/info/contact-page"));
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
// The dashboard's routes and pages are a chunk of their own, off the public pages' download.
const DashboardRoutes = lazy(() => import("@/pages/dashboard/dashboard-routes"));
const NotFoundPage = lazy(() => import("@/pages/errors/not-found-page"));

/**
 * Every route of the app (docs/decisions/010-declarative-routes.md). Paths match in any
 * letter case. The dashboard's are in pages/dashboard/dashboard-routes.tsx.
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
          <Route path="about" element={<InfoPage page="about" />} />
          <Route path="terms" element={<InfoPage page="terms" />} />
          <Route path="privacy" element={<InfoPage page="privacy" />} />
          <Route path="cookies" element={<InfoPage page="cookies" />} />
          <Route path="help" element={<InfoPage page="help" />} />
          <Route path="contact" element={<ContactPage />} />
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
          <Route path="dashboard/*" element={<DashboardRoutes />} />
          {/* Inside the frame: a lost visitor keeps the top bar and its search box. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
