import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { GoogleButton } from "./google-button";

const button = (
  <QueryClientProvider client={createQueryClient()}>
    <GoogleButton
      label="Continue With Google"
      callbacks={{ callbackURL: "/", errorCallbackURL: "/login" }}
    />
  </QueryClientProvider>
);

describe("GoogleButton", () => {
  it("arrives disabled on a prerendered page, where a tap could do nothing yet", () => {
    expect(renderToString(button)).toMatch(/<button[^>]*disabled/);
  });

  it("works once the browser renders it", () => {
    render(button);
    const google = screen.getByRole("button", { name: "Continue With Google" });
    expect(google.hasAttribute("disabled")).toBe(false);
  });
});
