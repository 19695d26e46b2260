import { useEffect, useId } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { FORMATION_CODE_INPUT_MAX } from "../../../common/formation.ts";
import { pathFor } from "../../../common/routes.ts";
import { FieldError, FormAlert, RequiredMark } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, refusedForm } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/formation-access";

const OpenFormation = graphql(
  `mutation OpenFormation($accessCode: String!) {
    openFormation(accessCode: $accessCode) {
      __typename
      ... on MutationOpenFormationSuccess { data { accessCode } }
      ... on DomainError { retryAfter }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "formation-access");

export function loader() {
  return null;
}

/** Sections 5 and 8: a right code opens the formation's page; a refusal stays here with its message on the field. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const accessCode = String(form.get("accessCode") ?? "");
  const result = await gql(context, OpenFormation, { accessCode });
  const answer = result.data?.openFormation;
  if (answer?.__typename === "MutationOpenFormationSuccess") {
    throw redirect(pathFor("formation-view", page(context).lang, { accessCode: answer.data.accessCode }));
  }
  const { status, failure } = refusedForm(result, answer);
  const retryAfter = answer?.__typename === "DomainError" ? answer.retryAfter : null;
  return data(
    { ...failure, typed: accessCode.slice(0, FORMATION_CODE_INPUT_MAX), minutes: retryAfter ? Math.ceil(retryAfter / 60) : null },
    { status },
  );
}

export default function FormationAccess({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const id = useId();
  const failure = actionData ?? null;
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/formation.ts").then((schemas) => schemas.FormationAccessInput),
    failure,
  );
  // A refused code puts the focus back in the field, whose description now starts with the message.
  useEffect(() => {
    if (actionData) document.getElementById(id)?.focus();
  }, [actionData, id]);
  const error = errorOf("accessCode");
  const message = !error
    ? null
    : error === "formation.errors.tooManyAttempts" && failure?.minutes
      ? t("formation.errors.tryAgainIn", { count: failure.minutes })
      : t(error as never);
  const [errorId, hintId] = [`${id}-error`, `${id}-hint`];
  return (
    <FormCard id="formation-access" title={t("formation.access.title")}>
      <p>{t("formation.access.lead")}</p>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <Form method="post" noValidate onSubmit={onSubmit}>
        <div className="field">
          <div className="field-label">
            <label htmlFor={id}>{t("formation.access.label")}</label>
            <RequiredMark />
          </div>
          <input
            id={id}
            className="field-input font-mono uppercase"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={FORMATION_CODE_INPUT_MAX}
            defaultValue={failure?.typed}
            aria-describedby={message ? `${errorId} ${hintId}` : hintId}
            aria-invalid={!!message}
            aria-required
            // biome-ignore lint/a11y/noAutofocus: after a refused post the field takes the focus with its message, also without JavaScript
            autoFocus={!!failure}
            {...register("accessCode")}
          />
          <p id={hintId} className="field-hint">
            {t("formation.access.hint")}
          </p>
          <FieldError id={errorId} message={message} />
        </div>
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("formation.access.submit")}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
