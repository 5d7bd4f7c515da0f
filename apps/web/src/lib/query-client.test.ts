import { MutationObserver, onlineManager } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/testing/mock-api";
import { apiRequest } from "./api-client";
import { createQueryClient } from "./query-client";
afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("mutations while the browser is offline", () => {
  it("run at once and fail, and are not sent again when the browser is back online", async () => {
    const api = mockApi({
      "POST /api/bookedproducts": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = vi.spyOn(toast, "error");
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const booking = new MutationObserver(client, {
      mutationFn: () => apiRequest("/api/bookedproducts", { method: "POST", body: {} }),
    });
    const outcome = booking.mutate().catch(() => "failed");

    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    await expect(outcome).resolves.toBe("failed");
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo("POST /api/bookedproducts")).toHaveLength(1);
  });
});
