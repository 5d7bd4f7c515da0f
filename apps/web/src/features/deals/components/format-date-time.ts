import { INTL_LOCALE } from "@bechedaw/shared/locale";
import { activeLocale } from "@/lib/i18n/i18n";

/**
 * A date and time in Bangladesh time: "Jan 5, 2023, 4:30 PM", or in Bangla on the 24-hour clock
 * ("৫ জানু, ২০২৩, ১৬:৩০"), whose AM/PM Intl writes in Latin letters.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = activeLocale();
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    ...(locale === "bn" ? { hourCycle: "h23" as const } : {}),
    timeZone: "Asia/Dhaka",
  }).format(date);
}
