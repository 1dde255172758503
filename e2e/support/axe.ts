import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// The WCAG 2.2 AA rules, and axe's best practices too (heading order, landmarks, regions).
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Fails with every axe violation on the page as it is now, each rule with the elements it names.
 * Only violations are gathered: the passes' details cost seconds per page.
 */
export async function expectNoViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`).join("\n")}`,
  );
  expect(found, what).toEqual([]);
}
