import { brandName } from "@bechedaw/shared/brand-names";
import {
  OLD_LONGEST_AGE,
  type AgeOfUse,
  type Brand,
  type Location,
  type Role,
} from "@bechedaw/shared/constants";
import type { MessageId } from "./catalog";
import { activeLocale, t } from "./i18n";
import { formatNumber } from "./format";

/**
 * A district's message id is "common.location." and its English name: a district missing from
 * the catalogs is a type error here, and the catalog test counts these ids as used.
 */
type LocationId = `common.location.${Location}`;
const locationId = (location: Location): LocationId & MessageId => `common.location.${location}`;

const ROLE_IDS: Record<Role, MessageId> = {
  Buyer: "common.role.Buyer",
  Seller: "common.role.Seller",
  Admin: "common.role.Admin",
};

/** A district as the reader's language writes it; the stored value stays English. */
export function locationLabel(location: Location): string {
  return t(locationId(location));
}

/** A brand as the reader's language writes it ("Xiaomi", "শাওমি"); the stored value stays English. */
export function brandLabel(brand: Brand): string {
  return brandName(brand, activeLocale());
}

/** "3 months", "৩ মাস", "2 years", "More than 5 years". */
export function ageOfUseLabel(age: AgeOfUse): string {
  if (age === OLD_LONGEST_AGE) return t("common.age.moreThanYear");
  if (age === "More than 5 years") return t("common.age.moreThanYears", { count: formatNumber(5) });
  const count = Number.parseInt(age, 10);
  return age.endsWith("months") || age.endsWith("month")
    ? t("common.age.months", { count })
    : t("common.age.years", { count });
}

export function roleLabel(role: Role): string {
  return t(ROLE_IDS[role]);
}
