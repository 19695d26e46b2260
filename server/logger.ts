import pino from "pino";
import { readLogLevel } from "./env.ts";

/** Structured JSON logs on stdout; one logger for the process. */
export const logger = pino({
  level: readLogLevel(),
  redact: ["req.headers.cookie", "req.headers.authorization", "password", "token"],
});
export type Logger = typeof logger;
