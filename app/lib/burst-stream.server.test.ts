import { expect, test } from "vitest";
import { BurstStream } from "./burst-stream.server.ts";

test("what is written between two flushes goes on as one chunk; the end sends the rest and says so", async () => {
  let ended = 0;
  const stream = new BurstStream(() => ended++);
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  stream.write("<html>");
  stream.write("<body>");
  stream.flush();
  stream.flush(); // nothing new: no empty chunk
  stream.write("<p>late</p>");
  const finished = new Promise((resolve) => stream.on("end", resolve));
  stream.end("</body></html>");
  await finished;
  expect(chunks).toEqual(["<html><body>", "<p>late</p></body></html>"]);
  expect(ended).toBe(1);
});
