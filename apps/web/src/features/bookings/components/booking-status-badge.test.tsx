import { DEAL_STATUSES } from "@bechedaw/shared";
import { render } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { BookingStatusBadge, type BadgeReader } from "./booking-status-badge";

const READERS: BadgeReader[] = ["buyer", "seller", "admin"];

function labels(reader: BadgeReader): string[] {
  return DEAL_STATUSES.map((status) => {
    const { container, unmount } = render(<BookingStatusBadge status={status} reader={reader} />);
    const text = container.textContent ?? "";
    unmount();
    return text;
  });
}

describe("BookingStatusBadge", () => {
  afterAll(() => activateLocale("en"));

  it("names every step of a deal for each reader, old bookings as they read before", () => {
    expect(labels("buyer")).toEqual([
      "Waiting for the seller",
      "Accepted: agree a meetup",
      "Meetup agreed",
      "Sold to you",
      "Cancelled",
      "Ended",
    ]);
    expect(labels("seller")).toEqual([
      "Waiting for you",
      "Accepted",
      "Meetup agreed",
      "Sold to this buyer",
      "Cancelled",
      "Ended",
    ]);
    expect(labels("admin")[3]).toBe("Sold");
  });

  it("names every step in Bangla, without a Latin letter", async () => {
    await activateLocale("bn");
    for (const reader of READERS) {
      const texts = labels(reader);
      expect(texts.every((text) => text !== "" && !/[A-Za-z]/.test(text))).toBe(true);
    }
    expect(labels("buyer")[0]).toBe("বিক্রেতার অপেক্ষায়");
  });
});
