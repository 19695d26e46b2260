import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { EVALUATION_STAGES, type EvaluationStage } from "../../../common/evaluation.ts";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { ClassroomCard } from "../../components/evaluation/ClassroomCard.tsx";
import { CREATED_PARAM, DELETED_PARAM } from "../../components/evaluation/names.ts";
import { Classrooms, CloseAdventureKey, OpenAdventureKey, ReopenAdventureKey } from "../../components/evaluation/documents.ts";
import { FormAlert } from "../../components/Field.tsx";
import { Icon } from "../../components/icons/Icon.tsx";
import { plus } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { failureOf, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/evaluation";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "evaluation");

/** The teacher's classrooms with their keys (after creating or deleting one, the list says so);  dates written here, in Spain's time (the browser's ICU never changes them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { classrooms } = await query(context, Classrooms);
  const locale = page(context).lang === "es" ? "es-ES" : "en-GB";
  const day = dateFormat(locale, { dateStyle: "long", timeZone: EVENT_TIME_ZONE });
  const moment = dateFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: EVENT_TIME_ZONE });
  const listed = classrooms.map((classroom) => ({
    ...classroom,
    created: day.format(new Date(classroom.createdAt)),
    keys: classroom.keys.map((key) => ({
      ...key,
      opened: moment.format(new Date(key.openedAt)),
      closed: key.closedAt ? moment.format(new Date(key.closedAt)) : null,
    })),
  }));
  const search = new URL(request.url).searchParams;
  const created = listed.find((classroom) => classroom.id === search.get(CREATED_PARAM))?.name ?? null;
  return { classrooms: listed, created, deleted: search.has(DELETED_PARAM) };
}

type Done = { kind: "opened" | "closed" | "reopened"; stage: EvaluationStage; classroomId: string; code: string };

/** Opens, closes or reopens a key (the API checks the classroom is the teacher's); the list then loads again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 40);
  const intent = text("intent");
  const stage = EVALUATION_STAGES.find((s) => s === text("stage"));
  const lang = text("lang") === "en" ? "en" : "es";
  if (!((intent === "open" && stage) || intent === "close" || intent === "reopen"))
    return data({ done: null, error: "errors.validation" }, { status: 400 });
  const answer =
    intent === "open" && stage
      ? (await gql(context, OpenAdventureKey, { classroomId: text("classroomId"), stage, lang })).data?.openAdventureKey
      : intent === "close"
        ? (await gql(context, CloseAdventureKey, { id: text("keyId") })).data?.closeAdventureKey
        : (await gql(context, ReopenAdventureKey, { id: text("keyId") })).data?.reopenAdventureKey;
  if (succeeded(answer)) {
    const kind = intent === "open" ? "opened" : intent === "close" ? "closed" : "reopened";
    return {
      done: { kind, stage: answer.data.stage, classroomId: text("classroomId"), code: answer.data.code } satisfies Done,
      error: null,
    };
  }
  // Another teacher's classroom (or one deleted in another tab) is as missing as none.
  const error = answer?.code === "NOT_FOUND" ? "evaluation.errors.gone" : failureOf(answer, "evaluation.errors.keyFailed").error;
  return data({ done: null, error }, { status: answer ? 400 : 500 });
}

export default function Evaluation({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const to = useTo();
  const { classrooms, created, deleted } = loaderData;
  const done = actionData?.done;
  const status = done
    ? t(`evaluation.list.${done.kind}`, {
        stage: t(`evaluation.stages.${done.stage}`).toLocaleLowerCase(i18n.language),
        name: classrooms.find((c) => c.id === done.classroomId)?.name ?? "",
        code: done.code,
      })
    : created
      ? t("evaluation.list.created", { name: created })
      : deleted
        ? t("evaluation.list.deleted")
        : null;
  // After a key changes, the form pressed is gone: the message takes the focus, so the keyboard keeps its place.
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) message.current?.focus();
  }, [actionData]);
  return (
    <div className="page">
      <h1 className="page-title">{t("evaluation.list.title")}</h1>
      <p className="page-lead">{t("evaluation.list.lead")}</p>
      <p className="mb-6">
        <Link className="btn btn-primary" to={to("classroom-create")}>
          <Icon d={plus} /> {t("evaluation.list.create")}
        </Link>
      </p>
      <div role="status" className="mb-4">
        {status && (
          <p ref={message} tabIndex={-1} className="form-success">
            {status}
          </p>
        )}
      </div>
      <FormAlert message={actionData?.error} />
      {classrooms.length === 0 ? (
        <p className="empty">{t("evaluation.list.empty")}</p>
      ) : (
        <div className="flex flex-col gap-5">
          {classrooms.map((classroom) => (
            <ClassroomCard key={classroom.id} classroom={classroom} />
          ))}
        </div>
      )}
    </div>
  );
}
