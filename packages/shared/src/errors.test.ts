import { describe, expect, it } from "vitest";
import { AUTH_ERROR_STATUS, ERROR_STATUS, isClientErrorCode } from "./errors";

describe("error codes", () => {
  const all = { ...ERROR_STATUS, ...AUTH_ERROR_STATUS };

  it("are UPPER_SNAKE with a 4xx, 500 or 503 status, and never both ours and Better Auth's", () => {
    for (const [code, status] of Object.entries(all)) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(status === 500 || status === 503 || (status >= 400 && status < 500), code).toBe(true);
    }
    const shared = Object.keys(AUTH_ERROR_STATUS).filter((code) => code in ERROR_STATUS);
    expect(shared).toEqual([]);
  });

  it("tells a known code from anything else", () => {
    expect(isClientErrorCode("ALREADY_BOOKED")).toBe(true);
    expect(isClientErrorCode("INVALID_EMAIL_OR_PASSWORD")).toBe(true);
    for (const other of ["SOMETHING_NEW", "toString", "constructor", "", 409, undefined, null]) {
      expect(isClientErrorCode(other)).toBe(false);
    }
  });
});
