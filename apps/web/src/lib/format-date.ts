/** Medium date (spec §9), in Bangladesh time so every visitor sees the same day. */
const mediumDate = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeZone: "Asia/Dhaka",
});

/** "Jan 5, 2023" from an ISO 8601 date; an unreadable value is shown as it came. */
export function formatMediumDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : mediumDate.format(date);
}
