import type { RouterContextProvider } from "react-router";
import { isLicenceCode } from "../../../common/licences.ts";
import {
  LICENCE_STEP_SCHEMAS,
  LICENCE_STEPS,
  type LicenceField,
  type LicenceStep,
  STEP_FIELDS,
  stepOfField,
} from "../../../common/schemas/licence.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { gql, page, pageContext, query } from "../../lib/page.server.ts";
import { userTypeInput, userTypeValuesOf } from "../profile/user-type-values.ts";
import { AssignLicence, LicenceWizard, type WizardData, WizardUserType, type WizardValues, type WizardView } from "./wizard-documents.ts";

/**
 * The licence wizard's server side. Every step is a form post carrying the earlier answers in hidden
 * fields; each post checks again every step up to the one posted (format with the shared schemas, then
 * against the database: the code is free, the town is the province's, the centre the town's, an entity's
 * province exists), so a page that works without JavaScript cannot skip a rule. The last step assigns the
 * licence and saves who the user is (a school's teacher, an entity or an agent of one; decision 033).
 */

type Context = Readonly<RouterContextProvider>;

const FIELDS = LICENCE_STEPS.flatMap((step) => STEP_FIELDS[step]) as LicenceField[];
const EMPTY: WizardValues = Object.fromEntries(FIELDS.map((field) => [field, ""])) as WizardValues;
const isId = (value: string) => /^\d{1,9}$/.test(value);

/**
 * The first step, for a fresh visit (it needs no list); the province starts at the one in the user's profile,
 * and who the user is at what they saved.
 */
export async function firstStep(context: Context): Promise<WizardView> {
  const { profile } = await query(context, WizardUserType);
  const values = { ...EMPTY, ...userTypeValuesOf(profile), provinceId: page(context).me?.province?.id ?? "" };
  return view("code", values, { provinces: [], organizations: [] }, { answered: false });
}

/** Handles a step's post: "back" goes one step back; otherwise the step is checked and the next one shown. */
export async function wizardAction(context: Context, form: FormData): Promise<WizardView> {
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 200)])) as WizardValues;
  const posted = LICENCE_STEPS.find((step) => step === form.get("step")) ?? "code";
  const index = LICENCE_STEPS.indexOf(posted);
  const data = await lookup(context, values);
  if (form.get("intent") === "back") return view(LICENCE_STEPS[Math.max(index - 1, 0)]!, values, data);
  for (const step of LICENCE_STEPS.slice(0, index + 1)) {
    const errors = checkStep(step, values, data);
    if (errors) return view(step, values, data, { errors });
  }
  if (posted !== "entity") return view(LICENCE_STEPS[index + 1]!, values, data);
  return assign(context, values, data);
}

async function assign(context: Context, values: WizardValues, data: WizardData): Promise<WizardView> {
  const { code, provinceId, townId, centerId, organizationId, entity } = values;
  const result = await gql(context, AssignLicence, {
    input: { code, provinceId, townId, centerId, organizationId, entity },
    userType: userTypeInput(values),
  });
  const answer = result.data?.assignLicence;
  if (answer?.__typename === "MutationAssignLicenceSuccess") {
    // A page posted without JavaScript renders in this same request, after the middleware read `me`:
    // the header and the rest of the page must see the new licence.
    const info = page(context);
    context.set(pageContext, { ...info, me: answer.data });
    return { ...view("done", values, data), result: { center: answer.data.center, programs: answer.data.programs } };
  }
  // A field's message goes back to its step (the code was taken meanwhile, say); anything else is
  // section 8's "Error al asignar licencia" on the last step.
  const first = answer?.__typename === "DomainError" ? answer.fields[0] : undefined;
  const step = first ? stepOfField(first.field) : null;
  if (first && step) return view(step, values, data, { errors: { [first.field as LicenceField]: first.message } });
  return view("entity", values, data, { alert: "licences.errors.assignFailed" });
}

/** The step's messages by field, or null when its answers hold. */
function checkStep(step: LicenceStep, values: WizardValues, data: WizardData): WizardView["errors"] | null {
  const parsed = LICENCE_STEP_SCHEMAS[step].safeParse(values);
  if (!parsed.success) return fieldErrors(parsed.error) as WizardView["errors"];
  const has = (list: { id: string }[] | undefined, id: string) => !!list?.some((item) => item.id === id);
  switch (step) {
    case "code": {
      const status = data.licenceCodeStatus?.status ?? "notValid";
      return status === "valid" ? null : { code: `licences.errors.${status}` };
    }
    case "province":
      return has(data.provinces, values.provinceId) ? null : { provinceId: "licences.errors.required" };
    case "town":
      return has(data.towns, values.townId) ? null : { townId: "licences.errors.required" };
    case "centre": {
      const errors: WizardView["errors"] = {};
      // A centre of the town that is not the code's organisation's is not offered; posted anyway, it gets its own message.
      if (!has(data.centres, values.centerId)) {
        errors.centerId = has(data.townCentres, values.centerId)
          ? "licences.errors.centreNotInOrganization"
          : "licences.errors.centreRequired";
      }
      if (!has(data.organizations, values.organizationId)) errors.organizationId = "licences.errors.organizationRequired";
      return Object.keys(errors).length ? errors : null;
    }
    case "entity":
      // An entity's province must be one of the list (the schema only checks its form).
      return values.type !== "ONG" || has(data.provinces, values.ongProvinceId)
        ? null
        : { ongProvinceId: "settings.validation.ongProvinceRequired" };
  }
}

async function lookup(context: Context, values: WizardValues): Promise<WizardData> {
  return query(context, LicenceWizard, {
    // Only a well-formed code is looked up (and sent at all: the API refuses a control character in any
    // variable, skipped or not); any other is the code step's own message.
    code: isLicenceCode(values.code) ? values.code : "",
    withCode: isLicenceCode(values.code),
    provinceId: isId(values.provinceId) ? values.provinceId : "0",
    withTowns: isId(values.provinceId),
    townId: isId(values.townId) ? values.townId : "0",
    withCentres: isId(values.townId),
  });
}

function view(
  step: WizardView["step"],
  values: WizardValues,
  data: WizardData,
  extra: { errors?: WizardView["errors"]; alert?: string; answered?: boolean } = {},
): WizardView {
  // The centre step starts with the code's organisation chosen (section 5: a centre needs an organisation).
  const codeOrganization = data.licenceCodeStatus?.status === "valid" ? (data.licenceCodeStatus.organization?.id ?? "") : "";
  return {
    step,
    values: { ...values, organizationId: values.organizationId || codeOrganization },
    errors: extra.errors ?? {},
    alert: extra.alert ?? null,
    answered: extra.answered ?? true,
    code: data.licenceCodeStatus ?? null,
    provinces: data.provinces,
    towns: data.towns ?? [],
    centres: data.centres ?? [],
    organizations: data.organizations,
    result: null,
  };
}
