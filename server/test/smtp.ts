import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; text: string; links: string[] };

/** Undoes quoted-printable and base64 transfer encodings well enough to read a message's text. */
function decode(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/);
  let out = "";
  for (let i = 1; i < parts.length; i++) {
    const head = parts[i - 1] ?? "";
    const body = parts[i] ?? "";
    if (/content-transfer-encoding:\s*base64/i.test(head)) {
      out += Buffer.from(body.replace(/\s+/g, "").replace(/--.*$/, ""), "base64").toString("utf8");
    } else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      out += Buffer.from(
        body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    } else out += body;
    out += "\n";
  }
  return out;
}

/** A real SMTP server on a free local port that keeps what it receives, for tests. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const text = decode(raw);
        const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text, links });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message to `to` (waits up to five seconds). */
    async next(to: string): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const index = received.findIndex((m) => m.to.includes(to));
        if (index !== -1) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
