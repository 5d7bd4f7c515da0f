// Reading PostgreSQL's plans (EXPLAIN, FORMAT JSON) of the queries the services build: the
// list-plans test fails on a sort or a table scan, and `npm run bench` prints the plans of the
// typical search at full size (bench/search-plans.ts).
import { fillPlaceholders } from "drizzle-orm";
import type { Database } from "../src/db/client";

export type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Sort Key"?: string[];
  "Actual Total Time"?: number;
  Plans?: PlanNode[];
};
export type BuiltQuery = { toSQL(): { sql: string; params: unknown[] } };

type Queryable = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
type ExplainRow = { "QUERY PLAN": [{ Plan: PlanNode; "Execution Time"?: number }] };

/**
 * The plan PostgreSQL would run for this query with these placeholder values, on the database's
 * own connection (PGlite or a PostgreSQL pool); with `analyze`, run too, with its time.
 */
export async function explainQuery(
  db: Database,
  query: BuiltQuery,
  options: { values?: Record<string, unknown>; analyze?: boolean } = {},
): Promise<PlanNode & { executionMs?: number }> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const built = query.toSQL();
  const { rows } = await client.query(
    `EXPLAIN (${options.analyze ? "ANALYZE, " : ""}FORMAT JSON) ${built.sql}`,
    fillPlaceholders(built.params, options.values ?? {}),
  );
  const [row] = rows as ExplainRow[];
  if (!row) throw new Error("EXPLAIN answered nothing");
  const [{ Plan: plan, "Execution Time": executionMs }] = row["QUERY PLAN"];
  return { ...plan, executionMs };
}

/** Every node of a plan with its parent. */
export function nodesOf(
  plan: PlanNode,
  parent?: PlanNode,
): { node: PlanNode; parent?: PlanNode }[] {
  return [{ node: plan, parent }, ...(plan.Plans ?? []).flatMap((child) => nodesOf(child, plan))];
}

/** The indexes a plan reads, in the plan's order. */
export const indexesOf = (plan: PlanNode): string[] =>
  nodesOf(plan).flatMap(({ node }) => (node["Index Name"] ? [node["Index Name"]] : []));

/**
 * What is wrong with a plan: sorts and table scans, except a sort of groups (`groupsSorted`) and
 * a scan of a table the query reads whole (`wholeTable`).
 */
export function problemsOf(
  plan: PlanNode,
  options: { groupsSorted?: boolean; wholeTable?: string } = {},
): string[] {
  return nodesOf(plan).flatMap(({ node }) => {
    const type = node["Node Type"];
    const table = node["Relation Name"];
    if (type === "Seq Scan" && table !== options.wholeTable) return [`Seq Scan on ${table}`];
    if (type.endsWith("Sort")) {
      const child = node.Plans?.[0]?.["Node Type"];
      if (options.groupsSorted && child === "Aggregate") return [];
      return [`${type} on ${(node["Sort Key"] ?? []).join(", ")}`];
    }
    return [];
  });
}
