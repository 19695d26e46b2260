import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { clockFrom } from "./clock.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { FolderInUseError } from "./db/folder-lock.ts";
import { DEMO_ACCOUNTS, demoFreeLicenceCode, seedDemo } from "./db/seed/demo.ts";
import { DEMO_ADVENTURE } from "./db/seed/evaluation-demo.ts";
import { seedEuropeChallengeDemo } from "./db/seed/europe-challenge-demo.ts";
import { seedDemoGallery } from "./db/seed/gallery.ts";
import { seedGeography } from "./db/seed/geography.ts";
import { seedReferenceCentres } from "./db/seed/reference-centres.ts";
import { seedContent } from "./db/seed/content/index.ts";
import { downloadsDir, seedDownloads } from "./db/seed/downloads.ts";
import { publishedFormationCode, seedFormations } from "./db/seed/formations.ts";
import { seedInClass } from "./db/seed/in-class/index.ts";
import { seedBoardPrograms } from "./db/seed/board-programs.ts";
import { seedDossierAndFaqs } from "./db/seed/dossier-faqs/seed.ts";
import { seedCourses } from "./db/seed/courses/index.ts";
import { seedLicencePackages } from "./db/seed/packages.ts";
import { readEnv } from "./env.ts";
import { logger } from "./logger.ts";
import { startWorker } from "./jobs/worker.ts";
import { createMailer } from "./mail/mailer.ts";
import { socialConfigFromEnv } from "./auth/social-config.ts";
import { videoToolsInstalled } from "./storage/ffmpeg.ts";
import { storageFromEnv } from "./storage/from-env.ts";

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const production = env.NODE_ENV === "production";
// The product's calendar (CLOCK_START starts it at a chosen instant): the seeded news and events are dated from it too.
const clock = clockFrom(env.CLOCK_START);
let database: Database;
try {
  database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, "db") });
} catch (error) {
  // Another process holds the embedded database's folder: say so and which, rather than a stack trace.
  if (!(error instanceof FolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await seedGeography(database.db);
// The programme's reference centres and their places on the map: whichever are missing, in every environment.
if ((await seedReferenceCentres(database.db)) > 0) logger.info("reference centres seeded");
// The catalogue's own content (activities, news, events, topics, programme pages) on a fresh database.
if (await seedContent(database.db, clock())) logger.info("catalogue content seeded");
// The in-class area's own content: itineraries, licence packages and the formation downloads' files.
if (await seedInClass(database.db)) logger.info("itineraries seeded");
// The robotics activities' compiled programs (firmware/), whichever are missing.
if ((await seedBoardPrograms(database.db)) > 0) logger.info("board programs seeded");
// The FAQs and the dossier's sections (seed/dossier-faqs/seed.ts says which are added to an existing database).
if ((await seedDossierAndFaqs(database.db)) > 0) logger.info("faqs and dossier seeded");
// The teachers' courses (after the itineraries: they recommend some of their activities).
if (await seedCourses(database.db)) logger.info("courses seeded");
if (await seedLicencePackages(database.db)) logger.info("licence packages seeded");
if (await seedDownloads(database.db, env.DATA_DIR)) logger.info("formation downloads seeded");
const seedDemoContent = env.SEED_DEMO ? env.SEED_DEMO === "true" : !production || !env.DATABASE_URL;
// Formations list the downloads' files; their codes are random, fixed ones only for the local demo.
if (await seedFormations(database.db, { demoCodes: seedDemoContent })) logger.info("formations seeded");
if (seedDemoContent) {
  const seeded = await seedDemo(database.db, clock());
  if (seeded) logger.info("demo content seeded");
  console.log("\nDemo accounts (local demo only):");
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.kind.padEnd(30)} ${account.email.padEnd(24)} ${account.password}`);
  const freeCode = await demoFreeLicenceCode(database.db);
  if (freeCode) console.log(`  ${"free licence code (demo batch)".padEnd(30)} ${freeCode}`);
  const formationCode = await publishedFormationCode(database.db);
  if (formationCode) console.log(`  ${"formation access code".padEnd(30)} ${formationCode}`);
  console.log(`  ${"adventure key (open, 6-8)".padEnd(30)} ${DEMO_ADVENTURE.code}  /aventura/${DEMO_ADVENTURE.code}`);
  console.log("");
}

const uploads = storageFromEnv(env);
// The demo gallery's files go through the storage, so it is seeded once the storage is known.
if (seedDemoContent && (await seedDemoGallery(database.db, uploads.storage))) logger.info("demo gallery seeded");
if (seedDemoContent && (await seedEuropeChallengeDemo(database.db, uploads.storage, clock())))
  logger.info("Europe super-challenge demo seeded");
if (!videoToolsInstalled())
  logger.warn("ffmpeg is not installed: gallery videos cannot be checked or converted (apt-get install -y ffmpeg)");
const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
// The jobs worker: emails and other work written in the transactions that cause them (decision 028).
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, "outbox") });
const worker = await startWorker(database, { mailer, publicUrl, storage: uploads.storage, clock });

const buildDir = path.resolve(env.BUILD_DIR);
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const { app } = createApp({
  database,
  build,
  clientDir: path.join(buildDir, "client"),
  production,
  trustProxy: env.TRUST_PROXY === "true",
  secureCookies: env.PUBLIC_URL ? env.PUBLIC_URL.startsWith("https://") : production,
  social: socialConfigFromEnv(env),
  storage: uploads.storage,
  clock,
  downloadsDir: downloadsDir(env.DATA_DIR),
  publicUrl,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info({ port: info.port, database: database.kind, storage: uploads.kind }, "listening");
  console.log(`Ready at http://localhost:${info.port}`);
});

// Graceful shutdown: stop accepting, let requests in flight and the jobs in hand finish, then close the database.
let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await worker.stop();
    await database.close();
    process.exit(0);
  });
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
