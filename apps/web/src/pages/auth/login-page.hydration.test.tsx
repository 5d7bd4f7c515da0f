import { QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import LoginPage from "./login-page";
import type { LoginState } from "./login-return";

// hydrateRoot is called here directly, outside Testing Library's render, which sets this.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Entry = string | { pathname: string; state: LoginState };

function loginAt(entry: Entry) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/**
 * The login page as the build prerenders it (its bare path), taken over by React at `entry`, as
 * a full page load of that address does: what React reports of a mismatch.
 */
async function hydrateAt(entry: Entry): Promise<unknown[]> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(loginAt("/login"));
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, loginAt(entry), {
      onRecoverableError: (error) => void mismatches.push(error),
    });
  });
  return mismatches;
}

describe("the prerendered login page, loaded at another address", () => {
  it("hydrates without a mismatch, then says why the visitor is here", async () => {
    expect(await hydrateAt("/login?next=%2Fdashboard")).toEqual([]);
    expect(screen.getByText("Log in to see your dashboard.")).toBeTruthy();
  });

  it("hydrates without a mismatch, then says Google sign-in failed", async () => {
    expect(await hydrateAt("/login?error=google")).toEqual([]);
    expect(screen.getByRole("alert").textContent).toMatch(/Google/);
  });

  it("hydrates without a mismatch when reloaded after sign-up, the email then filled in", async () => {
    const email = "nadia@example.com";
    const state = { email, linkSentTo: email } satisfies LoginState;
    expect(await hydrateAt({ pathname: "/login", state })).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe(email);
  });
});
