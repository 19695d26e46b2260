// A classroom at once (issue 33): DEVICES devices start a group on one key at the same moment, from one address
// (a school behind one connection), and each answers its twelve questions as the page's scripts send them: a form
// post per answer to the adventure's address, in order. Every step must be the action's redirect: a refusal
// (a limit met, an error) counts as an error and fails the bench. Prints the latency of an answer and of the
// adventure's page (the question screen with its questions ahead) over all devices.
import { GROUP_ANIMALS } from "../common/evaluation.ts";
import { DEMO_ADVENTURE } from "../server/db/seed/evaluation-demo.ts";
import { QUESTION_BANK } from "../server/services/evaluation/questions/index.ts";
import type { BankQuestion } from "../server/services/evaluation/questions/types.ts";

export const DEVICES = Number(process.env.BENCH_DEVICES ?? 30);

export type ClassroomRow = { step: string; requests: number; "p50 ms": number; "p99 ms": number; "max ms": number; errors: number };

/** Some answer of the question's shape, as its form's fields (which answer does not matter to the server's time). */
function fieldsOf(question: BankQuestion): [string, string][] {
  const c = question.content;
  switch (question.type) {
    case "test":
      return [["choice", "0"]];
    case "catch":
      return [["caught", "0"]];
    case "rightWrongImage":
    case "rightWrongText":
      return [["right", "yes"]];
    case "label":
      return (c as { parts: unknown[] }).parts.map((_, i) => [`placed-${i}`, String(i)]);
    case "match":
      return (c as { left: unknown[] }).left.map((_, i) => [`pair-${i}`, String(i)]);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function row(step: string, times: number[], errors: number): ClassroomRow {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    step,
    requests: times.length,
    "p50 ms": ms(percentile(sorted, 50)),
    "p99 ms": ms(percentile(sorted, 99)),
    "max ms": ms(sorted.at(-1) ?? 0),
    errors,
  };
}

export async function classroomRush(base: string): Promise<ClassroomRow[]> {
  const address = `${base}/aventura/${DEMO_ADVENTURE.code}`;
  const questions = QUESTION_BANK.sixToEight;
  const times = { start: [] as number[], page: [] as number[], answer: [] as number[] };
  const errors = { start: 0, page: 0, answer: 0 };
  const timed = async (step: keyof typeof times, request: () => Promise<Response>, ok: (res: Response) => boolean) => {
    const began = performance.now();
    const res = await request();
    await res.arrayBuffer();
    times[step].push(performance.now() - began);
    if (!ok(res)) errors[step] += 1;
    return res;
  };
  const redirected = (res: Response) => res.status === 302 || res.status === 303;
  const post = (fields: [string, string][], cookie?: string) => () =>
    fetch(address, { method: "POST", body: new URLSearchParams(fields), redirect: "manual", headers: cookie ? { cookie } : {} });

  const device = async (n: number) => {
    const name =
      n < GROUP_ANIMALS.length
        ? [["name", GROUP_ANIMALS[n] as string]]
        : [
            ["name", "number"],
            ["number", String(n + 1)],
          ];
    const started = await timed("start", post([["intent", "start"], ...(name as [string, string][]), ["pupils", "2"]]), redirected);
    const cookie = started.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) return;
    await timed(
      "page",
      () => fetch(address, { headers: { cookie } }),
      (res) => res.status === 200,
    );
    for (const question of questions) {
      const fields: [string, string][] = [
        ["intent", "answer"],
        ["questionId", question.id],
        ["type", question.type],
        ...fieldsOf(question),
      ];
      await timed("answer", post(fields, cookie), redirected);
    }
    await timed(
      "page",
      () => fetch(address, { headers: { cookie } }),
      (res) => res.status === 200,
    );
  };
  // This process's first request loads its HTTP client (half a second): not the server's time.
  await (await fetch(address)).arrayBuffer();
  await Promise.all(Array.from({ length: DEVICES }, (_, n) => device(n)));
  return [
    row(`start a group (${DEVICES} at once)`, times.start, errors.start),
    row("adventure page (questions ahead, then the end)", times.page, errors.page),
    row(
      `answer (${DEVICES} devices × ${questions.length})`,
      times.answer,
      errors.answer + (DEVICES * questions.length - times.answer.length),
    ),
  ];
}
