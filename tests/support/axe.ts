import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { FULL_LAYOUT_CLASS } from '../../src/shared/deferred-layout';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page. It is evaluated through the DevTools protocol, so
 * the page's strict CSP (no inline scripts) does not stand in the way.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // A far catalogue section is drawn only as it comes near the screen (src/shared/deferred-layout.ts); until then
  // its links and buttons have no boxes, which axe takes for targets too small to tap. The shopper
  // only ever meets them drawn, so they are measured drawn.
  await page.evaluate((laidOut) => document.documentElement.classList.add(laidOut), FULL_LAYOUT_CLASS);
  // A fading element has no contrast worth measuring yet (the floating labels fade in): let animations end,
  // including one that starts a frame or two from now (a part that mounts as the test's clock moves on).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = performance.now() + 2_000;
    for (;;) {
      await frame();
      const running = document.getAnimations().filter((animation) => animation.playState === 'running');
      if (running.length === 0 || performance.now() > deadline) return;
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
