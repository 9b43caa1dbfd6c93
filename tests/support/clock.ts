import type { Page } from '@playwright/test';

/**
 * Installs Playwright's fake clock and stops it, so timers of the page fire
 * only when the test moves time on (`page.clock.runFor` / `fastForward`) —
 * however slow the machine is.
 */
export async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-11-22T10:00:00+03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value on the browser's clock (the test's machine), to the second. */
export const localMoment = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
