import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, NO_ANSWER } from "@/test/mock-api";
import { apiRequest, ApiRequestError, isAbortError } from "./api-client";
import { errorMessage } from "./error-message";

const ORDERS = "GET /api/myorders";

/** The call's outcome once settled, or "pending" while it is still waiting. */
function track(call: Promise<unknown>) {
  let outcome: unknown = "pending";
  call.then(
    (value) => (outcome = value),
    (error: unknown) => (outcome = error),
  );
  return () => outcome;
}

function goOffline() {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  window.dispatchEvent(new Event("offline"));
}

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("apiRequest time-out", () => {
  it("gives up after 30 s without an answer and says the server took too long", async () => {
    mockApi({ [ORDERS]: NO_ANSWER });
    const outcome = track(apiRequest("/api/myorders"));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome()).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome()).toBeInstanceOf(ApiRequestError);
    expect((outcome() as ApiRequestError).code).toBe("TIMEOUT");
    expect(errorMessage(outcome())).toBe("The server took too long to answer. Please try again.");
  });

  it("waits at most 5 s while the browser is offline, and says it is offline", async () => {
    goOffline();
    mockApi({ [ORDERS]: NO_ANSWER });
    const outcome = track(apiRequest("/api/myorders"));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome()).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect((outcome() as ApiRequestError).code).toBe("OFFLINE");
    expect(errorMessage(outcome())).toBe("You are offline. Connect to the internet and try again.");
  });

  it("cuts the wait to 5 s when the browser goes offline during a call", async () => {
    mockApi({ [ORDERS]: NO_ANSWER });
    const outcome = track(apiRequest("/api/myorders"));
    await vi.advanceTimersByTimeAsync(10_000);
    goOffline();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome()).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect((outcome() as ApiRequestError).code).toBe("OFFLINE");
  });

  it("says the browser is offline when the network fails while offline", async () => {
    goOffline();
    mockApi({
      [ORDERS]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = await apiRequest("/api/myorders").catch((e: unknown) => e);
    expect((error as ApiRequestError).code).toBe("OFFLINE");
  });

  it("rejects with an abort, not an error to show, when its caller aborts", async () => {
    mockApi({ [ORDERS]: NO_ANSWER });
    const caller = new AbortController();
    const outcome = track(apiRequest("/api/myorders", { signal: caller.signal }));
    caller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(isAbortError(outcome())).toBe(true);
    expect(outcome()).not.toBeInstanceOf(ApiRequestError);
  });

  it("stops its timer once the answer arrives", async () => {
    mockApi({ [ORDERS]: { body: [] } });
    await expect(apiRequest("/api/myorders")).resolves.toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("apiRequest errors", () => {
  it("keeps the status, code and path of a refusal", async () => {
    mockApi({
      [ORDERS]: { status: 401, body: { statusCode: 401, code: "UNAUTHORIZED", message: "No" } },
    });
    const error = (await apiRequest("/api/myorders?email=a").catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect([error.statusCode, error.code, error.path]).toEqual([
      401,
      "UNAUTHORIZED",
      "/api/myorders?email=a",
    ]);
  });
});
