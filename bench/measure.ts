// The measurements on one running server: every route under load, then the uploads.
import { setTimeout as sleep } from "node:timers/promises";
import { drive, waitUntilIdle } from "./load";
import type { BenchOptions } from "./options";
import type { DatabaseRun, RouteFigure } from "./report";
import { deepCursor, deepSearchCursor, productBody, routeScenarios } from "./scenarios";
import { ADMIN_EMAIL, buyerEmail, sellerEmail } from "./seed";
import type { RunningServer } from "./server";
import { signIn } from "./session";
import { makePhoto, percentile, timeUploads, upload, uploadContinuously } from "./uploads";

const PARALLEL_UPLOADS = 4;

const step = (message: string) => console.log(`▶ ${message}`);

export async function measure(
  server: RunningServer,
  options: BenchOptions,
  seedSummary: DatabaseRun["seed"],
  isPglite: boolean,
) {
  const { url } = server;
  const load = { connections: options.connections, seconds: options.seconds };
  // Idle: started on the full data folder, no request served yet but the health checks. The
  // goal is read two seconds after start-up; 30 s later V8 has given back what start-up left
  // (its memory reducer waits for an idle spell), which is what an idle server holds.
  await sleep(2000);
  const rssStartMb = server.rssMb();
  await sleep(28_000);
  const rssSettledMb = server.rssMb();
  const [busySeller, buyer, creator, admin] = [
    await signIn(url, sellerEmail(0)),
    await signIn(url, buyerEmail(0)),
    await signIn(url, sellerEmail(1)),
    await signIn(url, ADMIN_EMAIL),
  ];
  step(`following ${options.deepPages} pages of cursors`);
  const cursor = await deepCursor(url, options.deepPages);
  const search = await deepSearchCursor(url, options.searchDeepPages);
  step(
    `the typical search has ${search.pages} pages after its first (up to ${options.searchDeepPages})`,
  );
  const photo = await makePhoto();
  const scenarios = routeScenarios({
    seed: seedSummary,
    deepCursor: cursor,
    deepPages: options.deepPages,
    searchCursor: search.cursor,
    searchPages: search.pages,
    sellerCookie: busySeller,
    buyerCookie: buyer,
    adminCookie: admin,
    creatorCookie: creator,
    productBody: productBody(await upload(url, creator, photo)),
    isPglite,
  });

  step(`warming up (${options.warmupSeconds} s a route)`);
  const loadOf = (scenario: (typeof scenarios)[number]) => ({
    ...load,
    connections: scenario.connections ?? load.connections,
  });
  for (const scenario of scenarios) {
    await drive(url, scenario.request, { ...loadOf(scenario), seconds: options.warmupSeconds });
    await waitUntilIdle(url);
  }
  const rssWarmMb = server.rssMb();

  const routes: RouteFigure[] = [];
  for (const scenario of scenarios) {
    const scenarioLoad = loadOf(scenario);
    step(`${scenario.name}: ${scenarioLoad.connections} connections, ${options.seconds} s`);
    const result = await drive(url, scenario.request, scenarioLoad);
    await waitUntilIdle(url);
    const baseline = routes[0]?.requestsPerSecond ?? result.requestsPerSecond;
    // The request's path only: its headers hold session cookies.
    const { name, goal, request } = scenario;
    const ratio = result.requestsPerSecond / baseline;
    routes.push({
      name,
      method: request.method ?? "GET",
      path: request.path,
      goal,
      ...result,
      ratio,
    });
  }

  step(`${options.uploads} uploads of a ${(photo.length / 1e6).toFixed(1)} MB 12 MP JPEG`);
  await waitUntilIdle(url);
  const uploadTimes = await timeUploads(url, creator, photo, options.uploads);
  step(`/api/health while ${PARALLEL_UPLOADS} uploads run at once`);
  let isDone = false;
  const concurrent = uploadContinuously(url, creator, photo, PARALLEL_UPLOADS, () => isDone);
  const health = await drive(url, { path: "/api/health" }, load).finally(() => (isDone = true));
  const concurrentTimes = await concurrent;

  const only = (goal: number) => (isPglite ? goal : undefined);
  const figures = [
    {
      name: "start-up (process start → /api/health)",
      value: server.startupMs,
      unit: "ms",
      goalMax: only(1500),
    },
    { name: "RSS idle, after start-up", value: rssStartMb, unit: "MB", goalMax: only(250) },
    { name: "RSS idle, 30 s after start-up", value: rssSettledMb, unit: "MB" },
    { name: "RSS after warm-up (every route, a photo)", value: rssWarmMb, unit: "MB" },
    { name: "RSS after the load", value: server.rssMb(), unit: "MB" },
    { name: "upload p50", value: percentile(uploadTimes, 50), unit: "ms" },
    { name: "upload p95", value: percentile(uploadTimes, 95), unit: "ms", goalMax: 600 },
    {
      name: `upload p95, ${PARALLEL_UPLOADS} at once (${concurrentTimes.length} uploads)`,
      value: percentile(concurrentTimes, 95),
      unit: "ms",
    },
    {
      name: `/api/health p99 during ${PARALLEL_UPLOADS} uploads`,
      value: health.p99Ms,
      unit: "ms",
      goalMax: 50,
    },
    { name: `/api/health req/s during uploads`, value: health.requestsPerSecond, unit: "req/s" },
  ];
  const publicLists = scenarios.filter((scenario) => scenario.publicList);
  return { routes, figures, publicLists };
}
