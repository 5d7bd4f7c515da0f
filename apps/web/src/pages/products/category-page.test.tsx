import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import CategoryPage from "./category-page";

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/category/:name" element={<CategoryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("CategoryPage for an unknown brand", () => {
  it("says there is no such category and links to the three we have", () => {
    renderAt("/category/Nokia");
    expect(
      screen.getByRole("heading", { level: 1, name: "Latest Available Phones" }),
    ).toBeDefined();
    expect(screen.getByText("We don't have a category called Nokia")).toBeDefined();
    for (const brand of ["Apple", "Samsung", "Oppo"]) {
      const link = screen.getByRole("link", { name: brand });
      expect(link.getAttribute("href")).toBe(`/category/${brand}`);
    }
  });
});
