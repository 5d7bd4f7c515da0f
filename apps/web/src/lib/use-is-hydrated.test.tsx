import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useIsHydrated } from "./use-is-hydrated";

function Field() {
  const isHydrated = useIsHydrated();
  return <input aria-label="Email" disabled={!isHydrated} />;
}

describe("useIsHydrated", () => {
  it("is false when the page is prerendered, so its form arrives disabled", () => {
    expect(renderToString(<Field />)).toContain("disabled");
  });

  it("is true when the browser renders the page itself", () => {
    render(<Field />);
    expect(screen.getByRole("textbox", { name: "Email" }).hasAttribute("disabled")).toBe(false);
  });
});
