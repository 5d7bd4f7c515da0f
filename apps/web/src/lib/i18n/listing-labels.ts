import type { Condition } from "@bechedaw/shared/constants";
import type { MessageId } from "@/lib/i18n/catalog";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

const CONDITION_IDS: Record<Condition, { name: MessageId; info: MessageId }> = {
  "like-new": { name: "find.condition.like-new", info: "find.conditionInfo.like-new" },
  excellent: { name: "find.condition.excellent", info: "find.conditionInfo.excellent" },
  good: { name: "find.condition.good", info: "find.conditionInfo.good" },
  fair: { name: "find.condition.fair", info: "find.conditionInfo.fair" },
  "for-parts": { name: "find.condition.for-parts", info: "find.conditionInfo.for-parts" },
};

/** "Like new", "নতুনের মতো": needs the "find" part of the catalog, loaded by the pages that show it. */
export function conditionLabel(condition: Condition): string {
  return t(CONDITION_IDS[condition].name);
}

/** The published definition of a condition grade, one line. */
export function conditionDefinition(condition: Condition): string {
  return t(CONDITION_IDS[condition].info);
}

/** Storage or RAM in GB, as "128 GB", "১ টিবি". */
export function sizeLabel(gigabytes: number): string {
  return gigabytes >= 1024 && gigabytes % 1024 === 0
    ? t("find.size.tb", { size: formatNumber(gigabytes / 1024) })
    : t("find.size.gb", { size: formatNumber(gigabytes) });
}
