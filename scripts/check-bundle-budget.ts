import { CLIENT_DIST_DIR } from '../server/paths';
import { HOME_JS_BUDGET_KIB, measureBundles } from './bundle-size';

/** CI gate after the build: the home route's JavaScript stays within budget. */
const report = measureBundles(CLIENT_DIST_DIR);
const { gzipKiB, files } = report.homeInitial;
if (gzipKiB > HOME_JS_BUDGET_KIB) {
  console.error(`Home route JavaScript is ${gzipKiB} KiB gzip, over the ${HOME_JS_BUDGET_KIB} KiB budget:`);
  for (const file of files) console.error(`  ${file}`);
  process.exit(1);
}
console.info(`Home route JavaScript: ${gzipKiB} KiB gzip of ${HOME_JS_BUDGET_KIB} KiB budget (${files.length} files).`);
