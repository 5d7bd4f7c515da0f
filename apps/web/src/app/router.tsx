import type { ComponentType } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import type { Role } from "@bechedaw/shared";
import { Spinner } from "@/components/ui/spinner";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { RequireRole } from "@/features/auth/components/require-role";
import { RootLayout } from "@/app/layout/root-layout";
import { RouteError } from "@/app/layout/route-error";

/** Every page is its own chunk, so the home page loads only what it shows. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A dashboard page for some roles: others see a clear "not allowed" page. */
const rolePage = (roles: Role[], load: () => Promise<{ default: ComponentType }>) => async () => {
  const Page = (await load()).default;
  return {
    Component: () => (
      <RequireRole roles={roles}>
        <Page />
      </RequireRole>
    ),
  };
};

/** Shown while the first page's code loads (React Router asks for one with lazy routes). */
const HydrateFallback = () => <Spinner />;

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback,
    children: [
      { index: true, lazy: page(() => import("@/pages/home/home-page")) },
      { path: "home", lazy: page(() => import("@/pages/home/home-page")) },
      { path: "blogs", lazy: page(() => import("@/pages/blog/blogs-page")) },
      { path: "login", lazy: page(() => import("@/pages/auth/login-page")) },
      { path: "signup", lazy: page(() => import("@/pages/auth/signup-page")) },
      // Browsing is open (DESIGN.md §6): booking and reporting ask visitors to sign in.
      { path: "category/:name", lazy: page(() => import("@/pages/products/category-page")) },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            path: "dashboard",
            lazy: page(() => import("@/pages/dashboard/dashboard-layout")),
            children: [
              {
                index: true,
                lazy: page(() => import("@/pages/dashboard/dashboard-home")),
              },
              {
                path: "my-orders",
                // Anyone signed in may book a phone, so anyone may see their orders.
                lazy: page(() => import("@/pages/bookings/my-orders-page")),
              },
              {
                path: "all-seller",
                lazy: rolePage(["Admin"], () => import("@/pages/admin/all-sellers-page")),
              },
              {
                // Spelt as in the spec; paths match in any letter case, so /all-buyer works too.
                path: "All-buyer",
                lazy: rolePage(["Admin"], () => import("@/pages/admin/all-buyers-page")),
              },
              {
                path: "admins",
                lazy: rolePage(["Admin"], () => import("@/pages/admin/admins-page")),
              },
              {
                path: "reported-products",
                lazy: rolePage(["Admin"], () => import("@/pages/admin/reported-products-page")),
              },
              {
                path: "my-products",
                lazy: rolePage(["Seller"], () => import("@/pages/products/my-products-page")),
              },
              {
                path: "add-products",
                lazy: rolePage(["Seller"], () => import("@/pages/products/add-product-page")),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: "*", HydrateFallback, lazy: page(() => import("@/pages/errors/not-found-page")) },
];

export const createRouter = () => createBrowserRouter(routes);
