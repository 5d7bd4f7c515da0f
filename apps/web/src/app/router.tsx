import type { ComponentType } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { RequireAuth } from "../features/auth/components/require-auth";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./layout/route-error";

/** Every page is its own chunk, so the home page loads only what it shows. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import("../features/home/pages/home-page")) },
      { path: "home", lazy: page(() => import("../features/home/pages/home-page")) },
      { path: "blogs", lazy: page(() => import("../features/blog/pages/blogs-page")) },
      { path: "login", lazy: page(() => import("../features/auth/pages/login-page")) },
      { path: "signup", lazy: page(() => import("../features/auth/pages/signup-page")) },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            path: "category/:name",
            lazy: page(() => import("../features/products/pages/category-page")),
          },
          {
            path: "dashboard",
            lazy: page(() => import("../features/dashboard/pages/dashboard-layout")),
            children: [
              {
                index: true,
                lazy: page(() => import("../features/dashboard/pages/dashboard-home")),
              },
              {
                path: "my-products",
                lazy: page(() => import("../features/products/pages/my-products-page")),
              },
              {
                path: "add-products",
                lazy: page(() => import("../features/products/pages/add-product-page")),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: "*", lazy: page(() => import("../features/errors/pages/not-found-page")) },
];

export const createRouter = () => createBrowserRouter(routes);
