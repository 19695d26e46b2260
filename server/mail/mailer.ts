import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { logger } from "../logger.ts";
import type { MailContent } from "./templates.ts";

export type Mailer = { send: (to: string, content: MailContent) => Promise<void> };

/**
 * Mail that really leaves: SMTP through `smtpUrl`, or, without it, a local outbox (an .eml file per
 * message under `outboxDir` and a log line with its links) so every emailed link can be followed.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    // A send gives up within about two minutes, well inside a job's lease (server/jobs/worker.ts).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (to, content) => {
        await transport.sendMail({ from: options.from, to, ...content });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (to, content) => {
      const info = await transport.sendMail({ from: options.from, to, ...content });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = content.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to, subject: content.subject, file, links }, "mail written to the outbox");
      console.log(`[outbox] ${content.subject} → ${to}\n${links.map((l) => `  ${l}`).join("\n")}`);
    },
  };
}
