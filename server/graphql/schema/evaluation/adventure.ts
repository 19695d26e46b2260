import { ADVENTURE_COOKIE, ADVENTURE_COOKIE_HOURS } from "../../../../common/adventure.ts";
import { GROUP_ANIMALS, QUESTION_TYPES } from "../../../../common/evaluation.ts";
import type { Language } from "../../../../common/languages.ts";
import { pathFor } from "../../../../common/routes.ts";
import * as adventure from "../../../services/evaluation/adventure.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { withStatus } from "../../status.ts";
import { JsonScalar } from "../courses/json.ts";

/**
 * The pupils' adventure (issue 15, decision 033): public operations, no account. A key's code opens it, a group
 * starts and answers its questions in order; a question reaches the client without its key, and an answer's
 * result is never sent back (the adventure evaluates, it does not grade the children).
 */

const QuestionTypeRef = builder.enumType("AdventureQuestionType", { values: QUESTION_TYPES });
const AnimalRef = builder.enumType("AdventureAnimal", { values: GROUP_ANIMALS });

const QuestionRef = builder.objectRef<NonNullable<adventure.AdventureGroupView["question"]>>("AdventureQuestion").implement({
  description: "A question in the key's language, without its key; `content` has the shape common/adventure.ts gives its type.",
  fields: (t) => ({
    id: t.exposeString("id", { description: "Stable: the answer names it." }),
    number: t.exposeInt("number", { description: "1-based place in the sequence." }),
    type: t.expose("type", { type: QuestionTypeRef }),
    content: t.expose("content", { type: JsonScalar }),
  }),
});

const GroupRef = builder.objectRef<adventure.AdventureGroupView>("AdventureGroup").implement({
  description: "A group of 1 to 3 pupils on one device, named by an animal or a number; how far it is, and its next question.",
  fields: (t) => ({
    ref: t.exposeString("ref", { description: "An opaque name of the group for the device's own storage (not its token)." }),
    animal: t.field({ type: AnimalRef, nullable: true, resolve: (group) => ("animal" in group.name ? group.name.animal : null) }),
    number: t.int({ nullable: true, resolve: (group) => ("number" in group.name ? group.name.number : null) }),
    pupils: t.exposeInt("pupils"),
    answered: t.exposeInt("answered"),
    questionCount: t.exposeInt("questionCount"),
    finished: t.exposeBoolean("finished"),
    question: t.field({
      type: QuestionRef,
      nullable: true,
      description: "The next question; null once finished.",
      resolve: (group) => group.question,
    }),
    ahead: t.field({
      type: [QuestionRef],
      description:
        "The next question and every one after it, in order (none once finished): the page plays them on the device and " +
        "sends each answer in turn, so a dropped network does not stop the group.",
      resolve: (group) => group.ahead,
    }),
  }),
});

/** A key as asked for, with the device's token (its group, if any). */
type AdventureParent = adventure.AdventureView & { token: string | null };

const AdventureRef = builder.objectRef<AdventureParent>("Adventure").implement({
  description: "The adventure a key's code opens.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "As stored (upper case, 6 characters)." }),
    lang: t.exposeString("lang", { description: "The language it plays in (es or en), whatever the request's." }),
    open: t.exposeBoolean("open", { description: "Closed: no new group and no answer." }),
    questionCount: t.exposeInt("questionCount"),
    group: t.field({
      type: GroupRef,
      nullable: true,
      description: "The group the device's token names, if it is one of this key's.",
      resolve: (key, _args, ctx) => adventure.groupOfKey(ctx.db, key, key.token),
    }),
  }),
});

const StartRef = builder.objectRef<Awaited<ReturnType<typeof adventure.startGroup>>>("AdventureStart").implement({
  fields: (t) => ({
    token: t.exposeString("token", { description: "The group's way back (also set as the adventure's cookie)." }),
    adventure: t.field({ type: AdventureRef, resolve: (start) => ({ ...start.key, token: start.token }) }),
    group: t.field({ type: GroupRef, resolve: (start) => start.group }),
  }),
});

/** The device's way back to its group: HttpOnly, only under the adventure's path in the key's language. */
function groupCookie(token: string, lang: Language, secure: boolean): string {
  return `${ADVENTURE_COOKIE}=${token}; Path=${pathFor("adventure", lang)}; HttpOnly; SameSite=Lax; Max-Age=${ADVENTURE_COOKIE_HOURS * 3600}${secure ? "; Secure" : ""}`;
}

builder.queryField("adventure", (t) =>
  t.field({
    type: AdventureRef,
    nullable: true,
    description:
      "Public: the adventure a key's code opens (case, spaces and dashes do not matter), with the group of the device's " +
      "`token`; null when none. A code that opens nothing counts as a wrong try of the address: too many within the window " +
      "are ADVENTURE_TOO_MANY_ATTEMPTS (429, retryAfter), unless the token is one of the key's groups'.",
    args: { code: t.arg.string({ required: true }), token: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      expected(() =>
        withStatus(ctx, async () => {
          const token = args.token ?? null;
          const key = await adventure.findAdventure(ctx.db, { code: args.code, ip: ctx.ip, token });
          return key && { ...key, token };
        }),
      ),
  }),
);

builder.mutationFields((t) => ({
  startAdventure: t.field({
    type: StartRef,
    description:
      "Public: a group starts an open key's adventure, named by an animal or a number (exactly one), with 1 to 3 pupils. " +
      "Refusals: VALIDATION (name, pupils), ADVENTURE_KEY_UNKNOWN, ADVENTURE_CLOSED, ADVENTURE_TOO_MANY_GROUPS (429), ADVENTURE_TOO_MANY_ATTEMPTS (429).",
    errors: { types: [DomainError] },
    args: {
      code: t.arg.string({ required: true }),
      animal: t.arg({ type: AnimalRef, required: false }),
      number: t.arg.int({ required: false }),
      pupils: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withStatus(ctx, async () => {
        const started = await adventure.startGroup(ctx.db, {
          code: args.code,
          animal: args.animal,
          number: args.number,
          pupils: args.pupils,
          ip: ctx.ip,
        });
        ctx.response.cookies.push(groupCookie(started.token, started.key.lang, ctx.secureCookies));
        return started;
      }),
  }),
  answerAdventure: t.field({
    type: GroupRef,
    description:
      "Public: a group answers its next question (the answer's shape: common/adventure.ts); stored and scored, the result not " +
      "sent. The same question again changes nothing. Refusals: VALIDATION (answer), ADVENTURE_OUT_OF_ORDER, ADVENTURE_CLOSED, NOT_FOUND (token).",
    errors: { types: [DomainError] },
    args: {
      token: t.arg.string({ required: true }),
      questionId: t.arg.string({ required: true }),
      answer: t.arg({ type: JsonScalar, required: true }),
    },
    resolve: (_root, args, ctx) =>
      adventure.answerQuestion(ctx.db, { token: args.token, questionId: args.questionId, answer: args.answer }),
  }),
}));
