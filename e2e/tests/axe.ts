import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0 and 2.1, levels A and AA: the bar docs/design.md sets. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe marks "label in name" (WCAG 2.5.3) experimental and leaves it out of tag runs; a review
 * names a violation of it, so it runs here too.
 */
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

function describeViolation(violation: Violation) {
  const nodes = violation.nodes.map(
    (node) =>
      `    at ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`,
  );
  return [`${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join("\n");
}

/**
 * Waits for CSS animations and transitions (a dialog fading in) to end, so colours are measured
 * as seen; endless or paused ones (a spinner, a skeleton's pulse) get at most a second.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => 0))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
}

/**
 * Runs axe on the page (or only inside `include`, a CSS selector) and fails on any serious or
 * critical violation, naming each rule, what it asks for and the elements that break it.
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  await settleAnimations(page);
  // options() replaces every option, so it comes before withTags().
  let axe = new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags(WCAG_AA_TAGS);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  const serious = violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.length,
    `serious or critical accessibility violations:\n${serious.map(describeViolation).join("\n")}`,
  ).toBe(0);
}
