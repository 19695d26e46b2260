import type { QuestionType } from "../../../../common/evaluation.ts";

/**
 * The answers a device has given and not yet sent (issue 33): kept on the device (local storage, under the
 * group's opaque ref, never its token) so a dropped network or a closed tab loses none, and sent in order when
 * the connection allows. Each is the question's form fields, posted to the screen's action as the plain form
 * would be (the API takes the same answer twice without harm, so a send cut off half-way is simply repeated).
 */
export type QueuedAnswer = { questionId: string; number: number; type: QuestionType; fields: [string, string][] };

const storageKey = (ref: string) => `adventure:${ref}`;

/** Where storage is refused (a private window, a full disk), the page's memory keeps them while it is open. */
const memory = new Map<string, QueuedAnswer[]>();

export function readQueue(ref: string): QueuedAnswer[] {
  try {
    const stored = window.localStorage.getItem(storageKey(ref));
    if (stored) {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed)) return parsed as QueuedAnswer[];
    }
  } catch {
    // Unreadable: fall back to what this page holds.
  }
  return memory.get(ref) ?? [];
}

export function writeQueue(ref: string, queue: QueuedAnswer[]) {
  memory.set(ref, queue);
  try {
    if (queue.length === 0) window.localStorage.removeItem(storageKey(ref));
    else window.localStorage.setItem(storageKey(ref), JSON.stringify(queue));
  } catch {
    // The memory copy stands.
  }
}

/** What a send came to: saved (or already saved), worth trying again later, or never going to be taken. */
export type SendOutcome = "sent" | "retry" | "drop";

/** Posts one answer to the screen's action, as its form would; a redirect is the action's "saved". */
export async function sendAnswer(action: string, answer: QueuedAnswer): Promise<SendOutcome> {
  const body = new FormData();
  body.set("intent", "answer");
  body.set("questionId", answer.questionId);
  body.set("type", answer.type);
  for (const [name, value] of answer.fields) body.append(name, value);
  let response: Response;
  try {
    response = await fetch(action, { method: "POST", body, redirect: "manual", credentials: "same-origin" });
  } catch {
    return "retry";
  }
  if (response.type === "opaqueredirect" || (response.status >= 200 && response.status < 400)) return "sent";
  if (response.status === 429 || response.status === 408 || response.status >= 500) return "retry";
  // Refused for good (an answer the server cannot read): sending it again would be refused again.
  return "drop";
}
