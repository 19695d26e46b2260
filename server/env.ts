import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the logger needs: it is made when first imported, before boot reads the rest. */
const LoggingSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Default: silent under test, else info. */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
});

const S3_SETTINGS = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** The environment, read once and validated at boot: a wrong value stops the server with a clear message. */
const EnvSchema = LoggingSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  /** Where `react-router build` wrote the app (react-router.config.ts reads the same variable). */
  BUILD_DIR: z.string().min(1).default("build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Seeds the demo accounts and content on first start; on by default outside production. */
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  /** The product's calendar starts at this instant and runs on (demos and browser tests only; decision 035). */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** The address users reach; cookies are Secure when it is https (default: secure in production). */
  PUBLIC_URL: z.url().optional(),
  /** Outgoing mail (smtp:// or smtps://); without it messages go to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Código Pequeño <no-reply@codigopequeno.example>"),
  /** Social sign-in (OpenID Connect). A provider without client id and secret shows "not configured". */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_ISSUER: z.url().default("https://login.microsoftonline.com/common/v2.0"),
  /** Behind a TLS-terminating proxy in production: cookies are Secure. */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  /** Uploaded files in S3-compatible object storage (all five, or none for DATA_DIR/uploads): decision 029. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3 to 63 lower-case letters, digits, dots, dashes)")
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `endpoint/bucket/key` (default) or, when false, `bucket.endpoint/key` (virtual-hosted style). */
  S3_PATH_STYLE: z.enum(["true", "false"]).default("true"),
})
  .superRefine((env, context) => {
    const given = S3_SETTINGS.filter((name) => env[name] !== undefined);
    if (given.length > 0 && given.length < S3_SETTINGS.length) {
      const missing = S3_SETTINGS.filter((name) => env[name] === undefined);
      context.addIssue({
        code: "custom",
        path: ["S3"],
        message: `object storage needs all of ${S3_SETTINGS.join(", ")} or none (missing: ${missing.join(", ")})`,
      });
    }
  })
  .transform((env) => ({ ...env, LOG_LEVEL: logLevelOf(env) }));
export type Env = z.output<typeof EnvSchema>;

function logLevelOf(env: z.output<typeof LoggingSchema>): LogLevel {
  return env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info");
}

/**
 * The log level, validated by the same schema as the rest. A wrong value gives "info" here, so that
 * importing the logger never throws: boot's `readEnv` then stops the server with its clear message.
 */
export function readLogLevel(source: Record<string, string | undefined> = process.env): LogLevel {
  const parsed = LoggingSchema.safeParse(source);
  return parsed.success ? logLevelOf(parsed.data) : "info";
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
