/**
 * `npm run bench`: every performance target of the project, measured on this
 * machine. Run after `npm run build` (the script does it first).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOME_JS_BUDGET_KIB, measureBundles } from '../scripts/bundle-size';
import { CLIENT_DIST_DIR } from '../server/paths';
import { endpoints } from '../src/domain/contract/endpoints';
import { benchOfflineStart, offlineStartRows } from './offline-start';
import { benchOrders, ORDERS_TABLE_HEADER, ordersRows } from './orders';
import { benchPricePropagation, printPricePropagation } from './price-propagation';
import { benchPricing, pricingRows } from './pricing';
import { benchPushFanout, printPushFanout } from './push-fanout';
import { benchSearch, SEARCH_TABLE_HEADER, searchRows } from './search';
import { benchServer, SERVER_TABLE_HEADER, serverRows } from './server';
import { benchSockets } from './sockets';
import { printSocketsBench } from './sockets-table';
import { benchStaff, printStaffBench } from './staff';
import { printTable } from './table';

if (!existsSync(path.join(CLIENT_DIST_DIR, '.vite', 'manifest.json'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const bundles = measureBundles(CLIENT_DIST_DIR);
console.info('\nJavaScript size (gzip -9)');
printTable(
  ['bundle', 'size', 'budget', 'files', ''],
  [
    [
      'home route before interactive',
      `${bundles.homeInitial.gzipKiB} KiB`,
      `${HOME_JS_BUDGET_KIB} KiB`,
      String(bundles.homeInitial.files.length),
      bundles.homeInitial.gzipKiB <= HOME_JS_BUDGET_KIB ? 'ok' : 'OVER',
    ],
    ['all app JavaScript', `${bundles.allAppJs.gzipKiB} KiB`, '', String(bundles.allAppJs.files), ''],
    ['service worker', `${bundles.serviceWorker.gzipKiB} KiB`, '', '1', ''],
  ],
);

console.info('\nPricing engine (median of runs)');
printTable(['benchmark', 'median', 'target', 'runs', ''], pricingRows(benchPricing()));

console.info(
  '\nCatalogue search (issue 30; medians of wall and CPU time per build and per keystroke, builds also as a ratio to a plain loop over the same texts)',
);
printTable(SEARCH_TABLE_HEADER, searchRows(benchSearch()));

console.info('\nOffline start (service worker, median of runs)');
printTable(['benchmark', 'median', 'target', 'runs', ''], offlineStartRows(await benchOfflineStart()));

console.info(
  `\nServer throughput (autocannon, 20 connections, loopback; ratio to a bare Fastify sending the same bytes)`,
);
printTable(SERVER_TABLE_HEADER, serverRows(await benchServer()));

console.info(
  `\nOrders created through POST ${endpoints.paymentCreate.path} (autocannon, 20 connections; card includes the sandbox checkout)`,
);
const orders = await benchOrders();
printTable(ORDERS_TABLE_HEADER, ordersRows(orders.rows));
for (const note of orders.notes) console.info(note);

printStaffBench(await benchStaff());

printSocketsBench(await benchSockets());

printPushFanout(await benchPushFanout());

printPricePropagation(await benchPricePropagation());
