// `npm run bench:text`: the rich-text rules' time on long runs of spaces, tags and empty paragraphs, at a quarter
// and at the whole of the size each case reaches in a post. Linear rules take about 4 times as long for 4 times
// the input; a quadratic one (an expression over the whole text, as they once were) about 16. Prints each case's
// milliseconds and growth, and exits with 1 when one grows more than 8 times: figures, not a test.
import { plainTextToHtml, RICH_TEXT_MAX_HTML, richTextToPlain } from "../common/rich-text.ts";
import { parseRichText } from "../server/services/contributions/rich-text.ts";

const QUADRATIC = 8;

const CASES: { name: string; run: (n: number) => void; size: number }[] = [
  { name: "spaces, text to HTML", size: RICH_TEXT_MAX_HTML - 10, run: (n) => plainTextToHtml(`a${" ".repeat(n)}b`) },
  { name: "spaces, HTML to text", size: RICH_TEXT_MAX_HTML - 10, run: (n) => richTextToPlain(`<p>a${" ".repeat(n)}b</p>`) },
  { name: "empty paragraphs", size: 14_000, run: (n) => attempt(`${"<p></p>".repeat(n)}x`) },
  { name: "blank paragraphs", size: 12_000, run: (n) => attempt(`${"<p> </p>".repeat(n)}x`) },
  { name: "paragraphs of a break", size: 9_000, run: (n) => attempt(`${"<p><br></p>".repeat(n)}x`) },
  { name: "open tags", size: 30_000, run: (n) => attempt(`${"<b>".repeat(n)}x`) },
  { name: "an unfinished entity", size: 90_000, run: (n) => attempt(`&${"a".repeat(n)}x`) },
];

/** Parses as a post would; a refusal (too long, empty) is an answer too: only the time counts here. */
function attempt(html: string) {
  try {
    parseRichText(html);
  } catch {
    // refused
  }
}

/** The best of five runs, in milliseconds (the least disturbed by the rest of the machine). */
function best(run: () => void) {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    run();
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

let failed = false;
const rows = CASES.map(({ name, run, size }) => {
  const quarter = best(() => run(Math.floor(size / 4)));
  const whole = best(() => run(size));
  const growth = whole / Math.max(quarter, 0.01);
  if (growth > QUADRATIC && whole > 5) failed = true;
  return { case: name, "¼ ms": Number(quarter.toFixed(2)), "whole ms": Number(whole.toFixed(2)), growth: Number(growth.toFixed(1)) };
});
console.table(rows);
if (failed) {
  console.error(`A case grew more than ${QUADRATIC} times for 4 times the input: quadratic.`);
  process.exit(1);
}
