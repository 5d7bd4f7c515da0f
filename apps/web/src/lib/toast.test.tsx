import { act, render, screen } from "@testing-library/react";
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
});
