import { brandName } from "@bechedaw/shared/brand-names";
import type { AGES_OF_USE, Brand, Location, Role } from "@bechedaw/shared/constants";
import type { MessageId } from "./catalog";
import { activeLocale, t } from "./i18n";

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

/** "3 months", "৩ মাস", "More than 1 year". */
export function ageOfUseLabel(age: (typeof AGES_OF_USE)[number]): string {
  const months = Number.parseInt(age, 10);
  return Number.isNaN(months)
    ? t("common.age.moreThanYear")
    : t("common.age.months", { count: months });
}

export function roleLabel(role: Role): string {
  return t(ROLE_IDS[role]);
}
