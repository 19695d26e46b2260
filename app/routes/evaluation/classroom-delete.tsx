import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { ClassroomFacts } from "../../components/evaluation/ClassroomFacts.tsx";
import { ClassroomById, DeleteClassroom } from "../../components/evaluation/documents.ts";
import { DELETED_PARAM } from "../../components/evaluation/names.ts";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/classroom-delete";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "classroom-delete");

/** The classroom to delete: the teacher's own, else no page (another teacher's is as missing as a deleted one). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { classroom } = await query(context, ClassroomById, { id: params.id });
  if (!classroom) throw data(null, { status: 404 });
  return { classroom };
}

/** Deletes it with its keys, groups and answers, then back to the list, which says so. */
export async function action({ params, context }: Route.ActionArgs) {
  const result = await gql(context, DeleteClassroom, { id: params.id });
  const answer = result.data?.deleteClassroom;
  const { lang } = page(context);
  if (succeeded(answer)) throw redirect(`${pathFor("evaluation", lang)}?${DELETED_PARAM}`);
  const error = answer?.code === "NOT_FOUND" ? "evaluation.errors.gone" : "evaluation.errors.deleteFailed";
  return data({ error }, { status: answer ? 404 : 500 });
}

/** Section 5: deleting a classroom asks first, and says what goes with it. */
export default function ClassroomDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { classroom } = loaderData;
  return (
    <FormCard id="classroom-delete" title={t("evaluation.remove.title")}>
      <p className="font-semibold">
        {t("evaluation.remove.intro", {
          name: classroom.name,
          age: t(`evaluation.ages.${classroom.age}`),
          schoolYear: classroom.schoolYear,
        })}
      </p>
      <ClassroomFacts classroom={classroom} />
      <p>{t("evaluation.remove.warning")}</p>
      <FormAlert message={actionData?.error} />
      <Form method="post">
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("evaluation.remove.confirm")}
        </SubmitButton>
      </Form>
      <p className="form-links">
        <Link to={to("evaluation")}>{t("evaluation.remove.cancel")}</Link>
      </p>
    </FormCard>
  );
}
