// Prints the figures beside their goals and writes them to bench/results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./load";
import type { Goal } from "./scenarios";
import type { QueryPlan } from "./search-plans";
import type { SeedSummary } from "./seed-summary";

export type RouteFigure = LoadResult & {
  name: string;
  method: string;
  path: string;
  ratio: number;
  goal: Goal | undefined;
};

type Figure = { name: string; value: number; unit: string; goalMax?: number };

export type DatabaseRun = {
  database: "pglite" | "postgres";
  seed: SeedSummary;
  routes: RouteFigure[];
  /** Start-up, memory and uploads. */
  figures: Figure[];
  /** The typical search's queries under EXPLAIN ANALYZE (the search work: index use at full size). */
  plans: QueryPlan[];
};

/** A plan meets the goal when it reads an index and neither sorts nor scans a whole table. */
const planMet = (plan: QueryPlan) => plan.indexes.length > 0 && plan.problems.length === 0;

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

function routeMet(route: RouteFigure): boolean | undefined {
  const { goal } = route;
  if (!goal) return undefined;
  return (
    route.failures === 0 &&
    route.timeouts === 0 &&
    (goal.minRatio === undefined || route.ratio >= goal.minRatio) &&
    (goal.maxP99Ms === undefined || route.p99Ms <= goal.maxP99Ms)
  );
}

function goalText(goal: Goal | undefined): string {
  if (!goal) return "";
  const parts = [];
  if (goal.minRatio !== undefined) parts.push(`≥ ${goal.minRatio}×`);
  if (goal.maxP99Ms !== undefined) parts.push(`p99 ≤ ${goal.maxP99Ms} ms`);
  return parts.join(", ");
}

const metText = (met: boolean | undefined) => (met === undefined ? "" : met ? "yes" : "NO");

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)));
  const rule = widths.map((width) => "-".repeat(width));
  return [line(header), rule, ...rows.map(line)].map((cells) => cells.join("  ")).join("\n");
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

export function printRun(run: DatabaseRun) {
  const { seed } = run;
  console.log(
    `\n${run.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}: ${seed.phones} phones, ` +
      `${seed.sellers} sellers, ${seed.buyers} buyers, ${seed.bookings} bookings, ` +
      `${seed.reports} reports, ${seed.advertised} advertised, ${seed.sold} sold ` +
      `(seeded in ${fixed(seed.seconds, 1)} s)\n`,
  );
  const routeRows = run.routes.map((route) => [
    route.name,
    fixed(route.requestsPerSecond, 0),
    `${fixed(route.p50Ms, 1)} ms`,
    `${fixed(route.p99Ms, 1)} ms`,
    `${route.ratio.toFixed(3)}×`,
    `${fixed(route.bytesPerResponse / 1024, 1)} KB`,
    [
      route.failures > 0 ? `${route.failures} FAILED` : "",
      route.timeouts > 0 ? `${route.timeouts} over 10 s` : "",
    ]
      .join(" ")
      .trim(),
    goalText(route.goal),
    metText(routeMet(route)),
  ]);
  const header = ["route", "req/s", "p50", "p99", "× baseline", "response", "errors"];
  console.log(table([...header, "goal", "met"], routeRows));
  console.log();
  const figureRows = run.figures.map((figure) => [
    figure.name,
    `${fixed(figure.value, figure.unit === "ms" && figure.value >= 100 ? 0 : 1)} ${figure.unit}`,
    figure.goalMax === undefined ? "" : `≤ ${figure.goalMax} ${figure.unit}`,
    metText(figure.goalMax === undefined ? undefined : figure.value <= figure.goalMax),
  ]);
  console.log(table(["figure", "value", "goal", "met"], figureRows));
  console.log();
  const planRows = run.plans.map((plan) => [
    plan.name,
    plan.indexes.join(", ") || "none",
    plan.problems.join(", ") || "none",
    `${fixed(plan.executionMs, 1)} ms`,
    metText(planMet(plan)),
  ]);
  const planHeader = ["query (EXPLAIN ANALYZE)", "indexes read", "sorts, table scans", "time"];
  console.log(table([...planHeader, "met"], planRows));
}

export function writeResults(file: string, results: object) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** The run with each route's "met" written out, for the JSON file. */
export function withVerdicts<Run extends DatabaseRun>(run: Run) {
  return {
    ...run,
    routes: run.routes.map((route) => ({ ...route, met: routeMet(route) ?? null })),
    figures: run.figures.map((figure) => ({
      ...figure,
      met: figure.goalMax === undefined ? null : figure.value <= figure.goalMax,
    })),
    plans: run.plans.map((plan) => ({ ...plan, met: planMet(plan) })),
  };
}
