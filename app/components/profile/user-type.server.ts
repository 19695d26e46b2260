import type { RouterContextProvider } from "react-router";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { UserTypeInput } from "../../../common/schemas/entities.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { refusedForm } from "../../lib/mutation-answers.ts";
import { gql, page, pageContext } from "../../lib/page.server.ts";
import { UpdateUserType } from "./documents.ts";
import type { UserTypeValues } from "./UserTypeFields.tsx";
import { readUserTypeForm, userTypeInput } from "./user-type-values.ts";

export type UserTypeActionResult = { saved: number | null; failure: FormFailure | null; values: UserTypeValues | null };

/**
 * The professional block's "who you are" post, with or without JavaScript: the shared schema first (an unknown
 * type or option gets its field's message, as in the browser), then the API, which checks again.
 */
export async function userTypeAction(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<{ result: UserTypeActionResult; status: number }> {
  const values = readUserTypeForm(form);
  const parsed = UserTypeInput.safeParse(values);
  if (!parsed.success)
    return { result: { saved: null, failure: { error: "errors.updateFailed", fields: fieldErrors(parsed.error) }, values }, status: 400 };
  const response = await gql(context, UpdateUserType, { input: userTypeInput(values) });
  const answer = response.data?.updateUserType;
  if (answer?.__typename === "MutationUpdateUserTypeSuccess") {
    // A page posted without JavaScript renders in this same request, after the middleware read `me`.
    const info = page(context);
    if (info.me) context.set(pageContext, { ...info, me: { ...info.me, ...answer.data } });
    return { result: { saved: Date.now(), failure: null, values: null }, status: 200 };
  }
  const { status, failure } = refusedForm(response, answer);
  return { result: { saved: null, failure: { ...failure, error: "errors.updateFailed" }, values }, status };
}
