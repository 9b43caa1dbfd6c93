/**
 * `npm run lighthouse`: Lighthouse 12, mobile preset, system Chromium, on the
 * production build (a copy, served by its own server and embedded database).
 * Each page is measured RUNS times in a fresh headless Chromium; the table
 * shows medians (scores, LCP, TBT, CLS) and the targets of issue 31. Exits
 * non-zero when a target is missed. Not part of `npm test`: it takes minutes
 * and its timings depend on the machine's load.
 *
 * Options: `-- --runs 5`, `-- --pages /,/akcii`, `-- --later-in-visit`, `-- --long-tasks`.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { removeBuildCopy, snapshotBuild } from '../bench/build-copy';
import { openSlots, paymentBody } from '../bench/orders';
import { median, printTable } from '../bench/table';
import { PaymentAnswer } from '../src/domain/contract/checkout';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { VISIT_COOKIE } from '../src/features/loader/visit.cookie';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/support/chromium';
import { startShop } from '../tests/support/pwa-server';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3170);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Issue 31's targets, per page (issue 12 asked 95, 2 s and 150 ms). */
const TARGET = { performance: 100, otherCategories: 100, lcpMs: 1500, tbtMs: 100, cls: 0 };

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Speed Index: how soon the viewport looks done. SPEC §2's branded loader covers the first page of a visit for
   * 2.5 s, so on the pages that show it this is about 3.5 s (score ≈ 0.87) however fast the page under it is.
   */
  speedIndexMs: number;
  /** The page asks not to be indexed (the order page): SEO then loses is-crawlable's weight on purpose. */
  noindex: boolean;
  /**
   * Lighthouse's measure of the host's CPU. The 4× slowdown is calibrated for a host of about 1,500–2,000; TBT
   * scales with the host, so a table is read beside it.
   */
  benchmarkIndex: number;
  /** What Lighthouse warned about the run (a slow host, a page that never went quiet). */
  warnings: string[];
  /** The elements that moved, when the run had a layout shift: `selector (score)`. */
  shifts: string[];
  /** The main thread's tasks over 50 ms as Lighthouse simulated them: `start ms +duration ms script`. */
  longTasks: string[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

class RunFailed extends Error {}

const ATTEMPTS_PER_RUN = 3;

/** One run of a page; a run whose trace Lighthouse could not read is repeated. */
async function measureOnce(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`${url}: run failed (${error.message}); running it again`);
    }
  }
}

/**
 * `--later-in-visit` measures the pages as a visit's later loads (the visit cookie sent): without SPEC §2's
 * loader, which is what separates the two tables' Speed Index.
 */
const laterInVisit = process.argv.includes('--later-in-visit');
/** `--long-tasks` lists each run's tasks over 50 ms: where a page's blocking time goes. */
const showLongTasks = process.argv.includes('--long-tasks');

async function measure(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The mobile preset is Lighthouse's default: Moto G Power screen, slow 4G, 4× CPU slowdown.
      formFactor: 'mobile',
      ...(laterInVisit ? { extraHeaders: { cookie: `${VISIT_COOKIE}=1` } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A broken trace (NO_NAVSTART and the like) scores nothing; such a run is taken again, never counted.
    if (runtimeError) throw new RunFailed(`${runtimeError.code}: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Run['scores'],
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      speedIndexMs: audits['speed-index']?.numericValue ?? Number.NaN,
      noindex: audits['is-crawlable']?.score === 0,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      warnings: result.lhr.runWarnings.map(String),
      shifts: layoutShifts(audits['layout-shifts']?.details),
      longTasks: longTasks(audits['long-tasks']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** The layout-shifts audit's rows as `selector (score)`; its details are typed loosely by Lighthouse. */
function layoutShifts(details: unknown): string[] {
  const items = (details as { items?: Array<{ score?: number; node?: { selector?: string } }> } | undefined)?.items;
  return (items ?? []).map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`);
}

/** The long-tasks audit's rows, each with the script Lighthouse attributes it to (its file name only). */
function longTasks(details: unknown): string[] {
  const items = (details as { items?: Array<{ url?: string; startTime?: number; duration?: number }> } | undefined)
    ?.items;
  return (items ?? []).map(
    (item) =>
      `${Math.round(item.startTime ?? 0)} +${Math.round(item.duration ?? 0)} ms ${item.url?.split('/').pop() ?? '?'}`,
  );
}

/** A pickup order paid on receipt, for the order page as a shopper sees it after checkout. */
async function placeOrder(origin: string): Promise<string> {
  const [choice] = await openSlots(origin);
  if (!choice) throw new Error('No pickup slot is open in the next days');
  const response = await fetch(`${origin}${buildPath(endpoints.paymentCreate)}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'idempotency-key': randomBytes(18).toString('base64url') },
    body: JSON.stringify(paymentBody(choice, 'on_receipt')),
  });
  if (!response.ok) throw new Error(`The order was refused (${response.status}): ${await response.text()}`);
  return PaymentAnswer.parse(await response.json()).orderId;
}

/** A product of the demo catalogue, for the page with the product modal open. */
async function firstProductId(origin: string): Promise<string> {
  const answer = (await (await fetch(`${origin}${buildPath(endpoints.productsAll)}`)).json()) as {
    products: Array<{ _id: string }>;
  };
  const id = answer.products[0]?._id;
  if (!id) throw new Error('The demo catalogue is empty');
  return id;
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 3);
  const app = snapshotBuild('lighthouse');
  const shop = await startShop(app, PORT);
  try {
    const product = await firstProductId(shop.url);
    const asked = option('pages')?.split(',') ?? [
      '/',
      '/akcii',
      '/news',
      '/cart',
      `/?pirog=${product}`,
      '/doneorder',
      '/poisk?q=капуста',
    ];
    // The order page is measured with an order of its own, as a shopper sees it after checkout.
    const pages = await Promise.all(
      asked.map(async (page) => (page === '/doneorder' ? `/doneorder?uid=${await placeOrder(shop.url)}` : page)),
    );
    const rows: string[][] = [];
    const spreads: string[] = [];
    const warnings = new Set<string>();
    let missed = 0;
    for (const page of pages) {
      const results: Run[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await measureOnce(`${shop.url}${page}`));
      const scores = CATEGORIES.map((id) => median(results.map((result) => result.scores[id])));
      const lcp = median(results.map((result) => result.lcpMs));
      const tbt = median(results.map((result) => result.tbtMs));
      const cls = median(results.map((result) => result.cls));
      const speedIndex = median(results.map((result) => result.speedIndexMs));
      const [performance = 0] = scores;
      const noindex = results.every((result) => result.noindex);
      const judged = CATEGORIES.slice(1).filter((id) => !(noindex && id === 'seo'));
      const ok =
        performance >= TARGET.performance &&
        judged.every((id) => median(results.map((result) => result.scores[id])) >= TARGET.otherCategories) &&
        lcp <= TARGET.lcpMs &&
        tbt <= TARGET.tbtMs &&
        cls <= TARGET.cls;
      if (!ok) missed += 1;
      const each = (values: number[]) => values.map((value) => Math.round(value)).join(' / ');
      spreads.push(
        `${page}: LCP ${each(results.map((result) => result.lcpMs))} ms, TBT ${each(results.map((result) => result.tbtMs))} ms, CPU benchmark ${each(results.map((result) => result.benchmarkIndex))}`,
      );
      for (const [run, result] of results.entries()) {
        if (result.shifts.length > 0) spreads.push(`  run ${run + 1} moved: ${result.shifts.join(', ')}`);
        if (showLongTasks) spreads.push(`  run ${run + 1} long tasks: ${result.longTasks.join('; ') || 'none'}`);
        for (const warning of result.warnings) warnings.add(warning);
      }
      rows.push([
        page,
        ...scores.map((score, index) =>
          noindex && CATEGORIES[index] === 'seo' ? `${score} (noindex)` : String(score),
        ),
        `${Math.round(lcp)} ms`,
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
        `${Math.round(speedIndex)} ms`,
        ok ? 'ok' : 'MISSED',
      ]);
    }
    console.info(
      `Lighthouse 12, mobile preset, median of ${runs} runs per page${laterInVisit ? ', later in a visit (no loader)' : ''} (${new Date().toISOString()})`,
    );
    printTable(['page', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP', 'TBT', 'CLS', 'SI', 'target'], rows);
    // The single runs: Lighthouse's simulated timings move by hundreds of milliseconds between runs on a busy machine.
    console.info(`runs:\n  ${spreads.join('\n  ')}`);
    for (const warning of warnings) console.warn(`Lighthouse: ${warning}`);
    console.info(
      `targets: performance >= ${TARGET.performance}, other categories ${TARGET.otherCategories}, LCP <= ${TARGET.lcpMs / 1000} s, TBT <= ${TARGET.tbtMs} ms, CLS ${TARGET.cls}`,
    );
    if (missed > 0) process.exitCode = 1;
  } finally {
    await shop.stop();
    removeBuildCopy(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
