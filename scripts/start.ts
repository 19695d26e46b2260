// `npm start`: builds the web app, then starts the server in production mode on the embedded defaults.
import { spawnSync } from "node:child_process";

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("npx", ["react-router", "build"]);
const port = process.env.PORT ?? "3000";
run(process.execPath, ["server/main.ts"], {
  ...process.env,
  NODE_ENV: "production",
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});
