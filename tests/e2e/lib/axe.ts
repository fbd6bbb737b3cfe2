import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

function describe(violation: Violation): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const target = node.target.map(String).join(' ');
    const summary = (node.failureSummary ?? '')
      .replace(/:\s*\n\s*/g, ': ')
      .replace(/\s*\n\s*/g, '; ');
    return `    - ${target}\n      ${summary}`;
  });
  const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
  return [
    `  [${violation.impact}] ${violation.id}: ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
    ...more,
  ].join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails on any violation of impact serious or critical.
 * Returns the lesser (moderate, minor) violations so that a caller may report them.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(
      `axe-core found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n` +
        blocking.map(describe).join('\n'),
    );
  }
  return results.violations;
}
