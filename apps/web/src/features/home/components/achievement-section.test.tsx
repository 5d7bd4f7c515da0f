import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

afterEach(() => vi.unstubAllGlobals());

describe("AchievementSection", () => {
  it("shows the final numbers at once when the visitor prefers reduced motion", () => {
    stubReducedMotion(true);
    vi.stubGlobal("IntersectionObserver", NeverVisibleObserver);
    render(<AchievementSection />);
    expect(screen.getByRole("heading", { level: 2, name: "Our Achievement" })).toBeDefined();
    expect(screen.getByText("2000+")).toBeDefined();
    expect(screen.getByText("500+")).toBeDefined();
    expect(screen.getByText("300+")).toBeDefined();
    expect(screen.getByText("Products sell per day")).toBeDefined();
  });

  it("waits at zero until the counters scroll into view", () => {
    stubReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", NeverVisibleObserver);
    render(<AchievementSection />);
    expect(screen.getAllByText("0+")).toHaveLength(3);
  });

  it("gives screen readers the final figures, not the moving ones", () => {
    stubReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", NeverVisibleObserver);
    render(<AchievementSection />);
    expect(screen.getByText("2000+ Users")).toBeDefined();
    expect(screen.getByText("500+ Sellers")).toBeDefined();
    expect(screen.getByText("300+ Products sell per day")).toBeDefined();
  });
});
