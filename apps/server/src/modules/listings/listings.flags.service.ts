import type { FlagKind } from "@bechedaw/shared/constants";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productFlags } from "./listings.flags.tables";

/**
 * Raises a listing's flag of `kind` with these details, or refreshes it (last found now). A flag
 * an admin reviewed stays reviewed while its details are the same; found with other details it
 * asks for a review again (decision 023).
 */
export async function raiseFlag(
  tx: Database,
  productId: string,
  kind: FlagKind,
  details: object,
): Promise<void> {
  await tx
    .insert(productFlags)
    .values({ productId, kind, details })
    .onConflictDoUpdate({
      target: [productFlags.productId, productFlags.kind],
      set: {
        details,
        updatedAt: new Date(),
        reviewedAt: sql`CASE WHEN ${productFlags.details} = excluded."details" THEN ${productFlags.reviewedAt} END`,
      },
    });
}

/** Removes a listing's flag of `kind`: the signal is no longer found. */
async function clearFlag(tx: Database, productId: string, kind: FlagKind): Promise<void> {
  await tx
    .delete(productFlags)
    .where(and(eq(productFlags.productId, productId), eq(productFlags.kind, kind)));
}

/** Whether the listing has a flag of `kind` that no admin reviewed yet. */
export async function isFlagUnreviewed(
  tx: Database,
  productId: string,
  kind: FlagKind,
): Promise<boolean> {
  const rows = await tx
    .select({ kind: productFlags.kind })
    .from(productFlags)
    .where(
      and(
        eq(productFlags.productId, productId),
        eq(productFlags.kind, kind),
        isNull(productFlags.reviewedAt),
      ),
    );
  return rows.length > 0;
}

/** Raises the flag when there are details, else clears it. */
export async function setFlag(
  tx: Database,
  productId: string,
  kind: FlagKind,
  details: object | null,
): Promise<void> {
  if (details === null) await clearFlag(tx, productId, kind);
  else await raiseFlag(tx, productId, kind, details);
}
