import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets several builds live side by side (parallel test runs); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Lazy route discovery (React Router's default, stated so it stays): a page's HTML carries only its own routes'
  // manifest (about 0.9 KiB gzip); the whole one (76 KB, 4.8 KiB gzip) would otherwise load on every first visit.
  // Links fetch the routes they lead to from /__manifest as they appear (decision 021).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
