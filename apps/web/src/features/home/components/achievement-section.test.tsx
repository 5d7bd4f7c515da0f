import type { SiteFigures } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { AchievementSection } from "./achievement-section";

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: isReduced && query === "(prefers-reduced-motion: reduce)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** An observer that never reports, as when the section is still below the fold. */
class NeverVisibleObserver {
  observe = vi.fn();
  disconnect = vi.fn();
}

function renderWith(figures: SiteFigures) {
  mockApi({ "GET /api/site-figures": { body: figures } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AchievementSection />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("AchievementSection", () => {
  it("shows the server's true figures, at once when the visitor prefers reduced motion", async () => {
    stubReducedMotion(true);
    vi.stubGlobal("IntersectionObserver", NeverVisibleObserver);
    renderWith({ phonesForSale: 1240, sellers: 86, phonesSold: 311 });
    expect(await screen.findByRole("heading", { level: 2, name: "Our Achievement" })).toBeDefined();
    expect(screen.getByText("1,240")).toBeDefined();
    expect(screen.getByText("86")).toBeDefined();
    expect(screen.getByText("311")).toBeDefined();
    expect(screen.getByText("Phones sold")).toBeDefined();
  });

  it("waits at zero until the counters scroll into view, and screen readers hear the final figures", async () => {
    stubReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", NeverVisibleObserver);
    renderWith({ phonesForSale: 1240, sellers: 86, phonesSold: 311 });
    expect(await screen.findByText("1,240 Phones for sale")).toBeDefined();
    expect(screen.getByText("86 Sellers")).toBeDefined();
    expect(screen.getAllByText("0")).toHaveLength(3);
  });

  it("leaves out a figure too small to mean much, and the whole section on a young site", async () => {
    stubReducedMotion(true);
    vi.stubGlobal("IntersectionObserver", NeverVisibleObserver);
    const { unmount } = renderWith({ phonesForSale: 93, sellers: 2, phonesSold: 4 });
    expect(await screen.findByText("93")).toBeDefined();
    expect(screen.queryByText("Sellers")).toBeNull();
    expect(screen.queryByText("Phones sold")).toBeNull();
    unmount();
    const young = renderWith({ phonesForSale: 6, sellers: 3, phonesSold: 0 });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(young.container.innerHTML).toBe("");
  });

  it("counts up once the figures, which arrive after the page, scroll into view", async () => {
    stubReducedMotion(false);
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = (element: Element) => observed.push(element);
        disconnect = vi.fn();
      },
    );
    renderWith({ phonesForSale: 1240, sellers: 86, phonesSold: 311 });
    await screen.findByText("1,240 Phones for sale");
    expect(observed).toHaveLength(1);
    expect(screen.getAllByText("0")).toHaveLength(3);
    act(() => report([{ isIntersecting: true }]));
    // The counters move off zero (they reach the figures after three seconds).
    await vi.waitFor(() => expect(screen.queryAllByText("0")).toHaveLength(0), { timeout: 2000 });
  });
});
