import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, useNavigation } from "react-router";
import { CheckboxField, FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { settingsTitle } from "../../components/profile/meta.ts";
import { cookieHeaders, useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, pageContext } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/delete-account";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const DeleteAccountMutation = graphql(
  `mutation DeleteAccount($confirm: Boolean!) { deleteAccount(confirm: $confirm) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "delete-account", settingsTitle(args, "delete"));

export function loader() {
  return null;
}

/**
 * Deletes the account and signs out. The form posts as a full page (not a client navigation): the
 * success screen is rendered by this same request, because any later request from the signed-out
 * browser to this login-only address would be sent to the login page, and the reload leaves nothing
 * of the account in the page's memory on a shared computer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await gql(context, DeleteAccountMutation, { confirm: form.get("confirm") === "on" });
  const answer = result.data?.deleteAccount;
  if (succeeded(answer)) {
    // The root loader runs next in this request, with the `me` the middleware read before the deletion.
    context.set(pageContext, { ...page(context), me: null });
    return data({ deleted: true as const, error: "", fields: {} }, { headers: cookieHeaders(result.cookies) });
  }
  // Section 8: "Error in deleting account", with the field's own message when the confirmation is missing.
  const { status, failure } = refusedForm(result, answer);
  return data({ deleted: false as const, ...failure, error: "settings.delete.failed" }, { status });
}

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.deleted ? actionData : null;
  const { register, handleSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/profile.ts").then((schemas) => schemas.DeleteAccountInput),
    failure,
  );
  if (actionData?.deleted) {
    return (
      <FormCard id="deleted" title={t("settings.delete.doneTitle")}>
        <p role="status">{t("settings.delete.doneText")}</p>
        <Link className="btn btn-primary" to={to("home")}>
          {t("settings.delete.goHome")}
        </Link>
      </FormCard>
    );
  }
  // Checked in the browser first; when ticked, the form is submitted natively (see the action).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void handleSubmit(() => element.submit())(event);
  };
  return (
    <FormCard id="delete" title={t("settings.delete.title")}>
      <p>{t("settings.delete.intro")}</p>
      <FormAlert message={failure?.error} />
      <h2 className="text-lg">{t("settings.delete.whatGoes")}</h2>
      <ul className="list-disc pl-6">
        <li>{t("settings.delete.items.data")}</li>
        <li>{t("settings.delete.items.access")}</li>
        <li>{t("settings.delete.items.licence")}</li>
      </ul>
      <p>{t("settings.delete.whatStays")}</p>
      <Form method="post" reloadDocument noValidate onSubmit={onSubmit}>
        <CheckboxField
          error={errorOf("confirm")}
          input={({ id, describedBy, invalid }) => (
            <input id={id} type="checkbox" aria-describedby={describedBy} aria-invalid={invalid} {...register("confirm")} />
          )}
        >
          {t("settings.delete.confirm")}
        </CheckboxField>
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("settings.delete.submit")}
        </SubmitButton>
      </Form>
      <p className="form-links">
        <Link to={to("profile", { tab: "configuracion" })}>{t("settings.delete.cancel")}</Link>
      </p>
    </FormCard>
  );
}
