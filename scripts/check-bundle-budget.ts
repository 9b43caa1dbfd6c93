import { CLIENT_DIST_DIR } from '../server/paths';
import { HOME_JS_BUDGET_KIB, measureBundles, tabletCodeIn } from './bundle-size';

/** CI gate after the build: the home route's JavaScript stays within budget and carries no kiosk or staff code. */
const report = measureBundles(CLIENT_DIST_DIR);
const { gzipKiB, files } = report.homeInitial;
const tabletCode = tabletCodeIn(CLIENT_DIST_DIR, files);
if (tabletCode.length > 0) {
  console.error(`The home route's first load carries code of the shop's tablets (kiosk, staff):`);
  for (const module of tabletCode) console.error(`  ${module}`);
  process.exit(1);
}
if (gzipKiB > HOME_JS_BUDGET_KIB) {
  console.error(`Home route JavaScript is ${gzipKiB} KiB gzip, over the ${HOME_JS_BUDGET_KIB} KiB budget:`);
  for (const file of files) console.error(`  ${file}`);
  process.exit(1);
}
console.info(`Home route JavaScript: ${gzipKiB} KiB gzip of ${HOME_JS_BUDGET_KIB} KiB budget (${files.length} files).`);
