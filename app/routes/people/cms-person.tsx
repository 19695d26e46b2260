import { data, Link, redirect } from "react-router";
import { STAFF_ROLES, type StaffRole } from "../../../common/roles.ts";
import { FormAlert } from "../../components/Field.tsx";
import { type PersonData, PersonQuery, SetAccountActive, SetStaffRoles } from "../../components/people/documents.ts";
import { RoleList } from "../../components/people/RoleList.tsx";
import { when } from "../../components/people/when.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { type MutationAnswer, refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { Done } from "../../components/editing/kit/Done.tsx";
import { doneOf } from "../../components/editing/kit/editor.server.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { Hidden } from "../../components/editing/kit/Hidden.tsx";
import type { Route } from "./+types/cms-person";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-person", args.loaderData?.person ? { title: args.loaderData.person.email } : undefined);

const DONE = ["saved", "deactivated", "reactivated"] as const;
type Did = (typeof DONE)[number];

/** An account for admins (issue 18): its licences and roles, its staff roles to change, its access to end or give back. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { person } = await query(context, PersonQuery, { id: params.id });
  if (!person) throw data(null, { status: 404 });
  return { person, done: doneOf(request, DONE) };
}

/** Both forms post here (intent roles or active); a change goes back to the page with what was done (?done=). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { id } = params;
  /** To the page with what was done, or the refusal: a conflict (the admin's own account), 404 when the account is gone. */
  const changed = (result: Parameters<typeof refusedForm>[0], answer: MutationAnswer | null | undefined, done: Did) => {
    if (succeeded(answer)) return redirect(`${page(context).pathname}?done=${done}`, 303);
    const notFound = answer?.__typename === "DomainError" && answer.code === "NOT_FOUND";
    const { status, failure } = refusedForm(result, answer, { answered: notFound ? 404 : 409 });
    return data(failure, { status });
  };
  if (form.get("intent") === "roles") {
    const roles = form.getAll("role").filter((role): role is StaffRole => STAFF_ROLES.includes(role as StaffRole));
    const result = await gql(context, SetStaffRoles, { id, roles });
    return changed(result, result.data?.setStaffRoles, "saved");
  }
  if (form.get("intent") === "active") {
    const active = form.get("active") === "true";
    const result = await gql(context, SetAccountActive, { id, active });
    return changed(result, result.data?.setAccountActive, active ? "reactivated" : "deactivated");
  }
  return data({ error: "errors.validation", fields: {} }, { status: 400 });
}

export default function CmsPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { person, done } = loaderData;
  const name = [person.name, person.lastName].filter(Boolean).join(" ") || t("people.person.noName");
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms-people")}>{t("people.person.back")}</Link>
      </p>
      <h1 className="page-title break-all">{person.email}</h1>
      <Done text={done && t(`people.person.${done}`)} />
      <FormAlert message={actionData?.error} />
      <div className="panel-grid mt-4">
        <section className="panel" aria-labelledby="person-details">
          <h2 id="person-details">{t("people.person.details")}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-bold">{t("people.list.name")}</dt>
            <dd>{name}</dd>
            <dt className="font-bold">{t("people.person.created")}</dt>
            <dd>{when(person.createdAt, lang)}</dd>
            <dt className="font-bold">{t("people.list.roles")}</dt>
            <dd>
              <RoleList roles={person.roles} />
            </dd>
            <dt className="font-bold">{t("people.list.state")}</dt>
            <dd>{t(person.active ? "people.state.active" : "people.state.inactive")}</dd>
          </dl>
          <p className="mt-4">
            <Link to={`${to("cms-audit")}?entityId=${encodeURIComponent(person.id)}`} className="font-bold underline">
              {t("people.person.history")}
            </Link>
          </p>
        </section>
        <Licences person={person} lang={lang} />
        <section className="panel" aria-labelledby="person-roles">
          <h2 id="person-roles">{t("people.person.staffRoles")}</h2>
          <EditorForm files={false} className="flex flex-col gap-3" save="people.person.save">
            <Hidden values={{ intent: "roles" }} />
            <fieldset className="m-0 border-0 p-0" aria-describedby="person-roles-hint">
              <legend className="sr-only">{t("people.person.staffRoles")}</legend>
              <p id="person-roles-hint" className="field-hint mb-2">
                {t("people.person.staffRolesHint")}
              </p>
              {STAFF_ROLES.map((role) => (
                <div key={role} className="checkbox mb-1">
                  <input id={`role-${role}`} type="checkbox" name="role" value={role} defaultChecked={person.roles.includes(role)} />
                  <label htmlFor={`role-${role}`}>{t(`people.roles.${role}`)}</label>
                </div>
              ))}
            </fieldset>
          </EditorForm>
        </section>
        <section className="panel" aria-labelledby="person-access">
          <h2 id="person-access">{t("people.person.access")}</h2>
          <p className="mb-3">{t(person.active ? "people.person.activeText" : "people.person.inactiveText")}</p>
          <EditorForm
            files={false}
            className="flex flex-col items-start gap-2"
            save={person.active ? "people.person.deactivate" : "people.person.reactivate"}
          >
            <Hidden values={{ intent: "active", active: String(!person.active) }} />
            {person.active && <p className="field-hint">{t("people.person.deactivateHint")}</p>}
          </EditorForm>
        </section>
      </div>
    </div>
  );
}

function Licences({ person, lang }: { person: PersonData; lang: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="person-licences">
      <h2 id="person-licences">{t("people.person.licences")}</h2>
      {person.licences.length === 0 ? (
        <p>{t("people.person.noLicences")}</p>
      ) : (
        <table className="data-table w-full">
          <thead>
            <tr>
              <th scope="col">{t("people.person.licenceCode")}</th>
              <th scope="col">{t("people.person.licenceCentre")}</th>
              <th scope="col">{t("people.person.licenceDate")}</th>
            </tr>
          </thead>
          <tbody>
            {person.licences.map((licence) => (
              <tr key={`${licence.code}-${licence.assignedAt}`}>
                <td translate="no">{licence.code ?? "—"}</td>
                <td>{licence.centre ?? "—"}</td>
                <td>{when(licence.assignedAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
