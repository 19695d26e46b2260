import { z } from "zod";

/** The environment, read once and validated at boot: a wrong value stops the server with a clear message. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seeds the demo accounts and content on first start; on by default outside production. */
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  /** The address users reach; cookies are Secure when it is https (default: secure in production). */
  PUBLIC_URL: z.url().optional(),
  /** Behind a TLS-terminating proxy in production: cookies are Secure. */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
});
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
