import { act, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { currentToasts, toast } from "./toast";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const shown of currentToasts()) toast.dismiss(shown.id);
  vi.useRealTimers();
});

describe("toasts", () => {
  it("shows a success politely for 2 s and an error at once for 4 s", () => {
    render(<Toaster />);
    act(() => {
      toast.success("Product added successfully.");
      toast.error("Something went wrong.");
    });
    expect(screen.getByRole("status").textContent).toBe("Product added successfully.");
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong.");
    act(() => {
      vi.advanceTimersByTime(2001);
    });
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong.");
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("replaces a toast shown again under the same id, and restarts its time", () => {
    render(<Toaster />);
    act(() => {
      toast.error("Please log in first.", { id: "signed-out" });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      toast.error("Please log in first.", { id: "signed-out" });
    });
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1001);
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("dismisses one toast by its id", () => {
    render(<Toaster />);
    act(() => {
      toast.success("Successfully Logout", { id: "bye" });
      toast.success("Booking cancelled.");
    });
    act(() => toast.dismiss("bye"));
    expect(screen.getAllByRole("status").map((item) => item.textContent)).toEqual([
      "Booking cancelled.",
    ]);
  });

  it("draws the toasts inside an open modal dialog, which hides everything outside it", async () => {
    const dialog = document.createElement("dialog");
    dialog.setAttribute("open", "");
    document.body.append(dialog);
    render(<Toaster />);
    act(() => {
      toast.error("You are offline.");
    });
    expect(dialog.contains(screen.getByRole("alert"))).toBe(true);
    // Closed, the dialog hides what it holds: the toast goes back to the page.
    await act(async () => {
      dialog.removeAttribute("open");
      await Promise.resolve();
    });
    expect(dialog.contains(screen.getByRole("alert"))).toBe(false);
    dialog.remove();
  });

  it("draws nothing again and again while a dialog is open with no toast", () => {
    const dialog = document.createElement("dialog");
    dialog.setAttribute("open", "");
    document.body.append(dialog);
    let commits = 0;
    render(
      <Profiler id="toaster" onRender={() => (commits += 1)}>
        <Toaster />
      </Profiler>,
    );
    expect(commits).toBe(1);
    expect(dialog.childElementCount).toBe(0);
    dialog.remove();
  });
});
