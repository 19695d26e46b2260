import pino from "pino";

/** Structured JSON logs on stdout; one logger for the process. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  redact: ["req.headers.cookie", "req.headers.authorization", "password", "token"],
});
export type Logger = typeof logger;
