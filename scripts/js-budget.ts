// `npm run size`: the first-load JS budget over the production build (run after `npm run build`; bytes, not time).
// Prints every page's size and fails, naming the page and its largest chunks, when one is over its budget.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { overBudget, pageSizes, parseManifest, table } from "./js-budget-report.ts";

const client = path.join(process.env.BUILD_DIR ?? "build", "client");
const assets = path.join(client, "assets");
const manifestFile = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
if (!manifestFile) {
  console.error(`No React Router client manifest in ${assets}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = parseManifest(readFileSync(path.join(assets, manifestFile), "utf8"));
const pages = pageSizes(manifest, (url) => readFileSync(path.join(client, url), "utf8"));
console.log(table(pages));
const problems = overBudget(pages);
if (problems.length > 0) {
  console.error(`\nFirst-load JS over budget on ${problems.length} page(s):\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`\nAll ${pages.length} pages within budget.`);
