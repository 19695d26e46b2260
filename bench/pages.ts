// `npm run bench:pages`: Lighthouse (mobile defaults: simulated slow 4G, 150 ms RTT, 1.6 Mbps, 4× CPU
// slowdown) on the production build, in Debian's Chromium, for the pages a family, a child and a teacher
// open first, in Spanish and English; each page RUNS times (3), the median printed with the worst run.
// Figures, not a test: read them beside the targets (performance 100, LCP ≤ 1.2 s, CLS ≤ 0.02).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildUnlessAsked, stopServer, waitForHealth } from "./server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3450);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const base = `http://localhost:${PORT}`;

buildUnlessAsked();

async function graphql(query: string, lang = "es") {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-language": lang },
    body: JSON.stringify({ query }),
  });
  return res.json() as Promise<any>;
}

type Page = { name: string; path: string; cookie?: string };
type Run = { performance: number; lcp: number; fcp: number; cls: number; tbt: number; scriptKiB: number; htmlKB: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function pagesToMeasure(): Promise<Page[]> {
  const login = await graphql(
    'mutation { login(email: "docente@demo.test", password: "Docente-2026") { ... on MutationLoginSuccess { data { token } } } }',
  );
  const token = login.data.login.data.token as string;
  const slug = (await graphql("{ activities(filter: { access: open }, pageSize: 1) { items { slug } } }")).data.activities.items[0]
    .slug as string;
  const itinerary = "primaria-6-8-programar-jugando/actividades/pinta-como-un-ordenador";
  // The teacher has chosen her cookies already; a visitor comes for the first time (the banner shows).
  const teacher = `token=${token}; cookieConsent=0.0`;
  return [
    { name: "landing", path: "/" },
    { name: "landing (en)", path: "/", cookie: "language=en" },
    { name: "activities", path: "/actividades" },
    { name: "activities (en)", path: "/activities" },
    { name: "activity", path: `/actividades/${slug}` },
    { name: "activity (en)", path: `/activities/${slug}` },
    { name: "events", path: "/eventos" },
    { name: "events (en)", path: "/events" },
    { name: "sign-up", path: "/registro" },
    { name: "sign-up (en)", path: "/signup" },
    { name: "itinerary activity, teacher", path: `/itinerarios/6-8/${itinerary}`, cookie: teacher },
    {
      name: "itinerary activity, teacher (en)",
      path: `/itineraries/6-8/${itinerary.replace("/actividades/", "/activities/")}`,
      cookie: `${teacher}; language=en`,
    },
  ];
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, now and then) is made again. */
async function measure(page: Page, port: number, attempt = 1): Promise<Run> {
  try {
    return await measureOnce(page, port);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${(error as Error).message}: again`);
    return measure(page, port, attempt + 1);
  }
}

async function measureOnce(page: Page, port: number): Promise<Run> {
  const result = await lighthouse(`${base}${page.path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
  });
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items: { resourceType?: string; transferSize?: number; url: string }[] } | undefined)
      ?.items ?? [];
  const bytes = (type: string) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    scriptKiB: bytes("Script") / 1024,
    htmlKB: bytes("Document") / 1000,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    BUILD_DIR,
    SEED_DEMO: "true",
    LOG_LEVEL: "silent",
    PUBLIC_URL: base,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
// Launched inside the try: when Chromium is missing or fails, the server is still stopped.
let chrome: chromeLauncher.LaunchedChrome | null = null;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  await waitForHealth(base, server);
  const rows = [];
  // BENCH_PAGES=activities measures only the pages whose name holds it.
  const only = process.env.BENCH_PAGES;
  for (const page of (await pagesToMeasure()).filter((p) => !only || p.name.includes(only))) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(page, chrome.port));
    const of = (key: keyof Run) => runs.map((run) => run[key]);
    rows.push({
      page: page.name,
      performance: median(of("performance")),
      "worst perf.": Math.min(...of("performance")),
      "LCP s": +(median(of("lcp")) / 1000).toFixed(2),
      "FCP s": +(median(of("fcp")) / 1000).toFixed(2),
      "CLS (worst)": +Math.max(...of("cls")).toFixed(3),
      "TBT ms": Math.round(median(of("tbt"))),
      "JS KiB (transfer)": +median(of("scriptKiB")).toFixed(1),
      "HTML kB (transfer)": +median(of("htmlKB")).toFixed(1),
    });
  }
  console.log(
    `\nLighthouse ${RUNS} runs per page, mobile defaults (simulated), production build; targets: performance 100 (≥ 98 every run), LCP ≤ 1.2 s, CLS ≤ 0.02`,
  );
  console.table(rows);
} finally {
  chrome?.kill();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
