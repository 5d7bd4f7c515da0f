import { MutationObserver, onlineManager } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { apiRequest } from "./api-client";
import { createQueryClient } from "./query-client";
import { type SessionUser } from "./session";
import { queryKeys } from "./query-keys";

const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

const nadia: SessionUser = {
  id: "u1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
};
const REFUSED = { status: 401, body: { statusCode: 401, code: "UNAUTHORIZED", message: "No" } };

function signedInClient() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session.all, { user: nadia });
  client.setQueryData(queryKeys.myOrders.of(nadia.email), [{ _id: "b1" }]);
  return client;
}

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

describe("a 401 from the API", () => {
  it("ends the session, drops the user's data and says so once", async () => {
    mockApi({ "GET /api/myorders": REFUSED, "GET /api/myproducts": REFUSED });
    const error = vi.spyOn(toast, "error");
    const client = signedInClient();
    await Promise.allSettled([
      client.fetchQuery({ queryKey: ["a"], queryFn: () => apiRequest("/api/myorders") }),
      client.fetchQuery({ queryKey: ["b"], queryFn: () => apiRequest("/api/myproducts") }),
    ]);
    expect(client.getQueryData(queryKeys.session.all)).toEqual({ user: null, ended: true });
    expect(client.getQueryData(queryKeys.myOrders.of(nadia.email))).toBeUndefined();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      SESSION_ENDED_MESSAGE,
      SESSION_ENDED_MESSAGE,
    ]);
    expect(new Set(error.mock.calls.map(([, options]) => options?.id))).toEqual(
      new Set(["session-ended"]),
    );
  });

  it("from a mutation ends the session too", async () => {
    mockApi({ "POST /api/bookedproducts": REFUSED });
    const client = signedInClient();
    const booking = new MutationObserver(client, {
      mutationFn: () => apiRequest("/api/bookedproducts", { method: "POST", body: {} }),
    });
    await booking.mutate().catch(() => undefined);
    expect(client.getQueryData(queryKeys.session.all)).toEqual({ user: null, ended: true });
  });

  it("from sign-in (a wrong password) leaves the session alone", async () => {
    mockApi({ "POST /api/auth/sign-in/email": REFUSED });
    const client = signedInClient();
    const signIn = new MutationObserver(client, {
      mutationFn: () => apiRequest("/api/auth/sign-in/email", { method: "POST", body: {} }),
    });
    await signIn.mutate().catch(() => undefined);
    expect(client.getQueryData(queryKeys.session.all)).toEqual({ user: nadia });
    expect(client.getQueryData(queryKeys.myOrders.of(nadia.email))).toEqual([{ _id: "b1" }]);
  });

  it("for a visitor who never signed in asks them to log in", async () => {
    mockApi({ "GET /api/myorders": REFUSED });
    const error = vi.spyOn(toast, "error");
    const client = createQueryClient();
    client.setQueryData(queryKeys.session.all, null);
    await client
      .fetchQuery({ queryKey: ["a"], queryFn: () => apiRequest("/api/myorders") })
      .catch(() => undefined);
    expect(client.getQueryData(queryKeys.session.all)).toBeNull();
    expect(error).toHaveBeenCalledWith("Please log in first.", expect.anything());
  });
});
