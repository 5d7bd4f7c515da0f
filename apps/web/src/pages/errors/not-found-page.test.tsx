import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import NotFoundPage from "./not-found-page";

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/no-such-page"]}>
      <NotFoundPage />
    </MemoryRouter>,
  );
}

describe("NotFoundPage", () => {
  it("shows the 404 illustration with an accessible name", () => {
    renderPage();
    const illustration = screen.getByRole("img", {
      name: "404: a lost phone with a cracked screen and a puzzled face",
    });
    expect(illustration.getAttribute("viewBox")).toBe("0 0 400 290");
  });

  it("explains that the page was not found", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeDefined();
  });

  it("links back to the home page", () => {
    renderPage();
    const link = screen.getByRole("link", { name: "Back to home" });
    expect(link.getAttribute("href")).toBe("/");
  });
});
