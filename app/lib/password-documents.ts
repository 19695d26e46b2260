/** GraphQL documents of the password screens. */
const RESULT = "__typename ... on DomainError { code message fields { field message } }";

export const REQUEST_RESTORE = `mutation RequestRestore($email: String!) { requestPasswordRestore(email: $email) { ${RESULT} } }`;
export const RESTORE_LINK_VALID = `query RestoreLinkValid($token: String!) { passwordRestoreLinkValid(token: $token) }`;
export const RESTORE = `mutation Restore($token: String!, $password: String!, $repeatPassword: String!) {
  restorePassword(token: $token, password: $password, repeatPassword: $repeatPassword) { ${RESULT} } }`;
export const UPDATE = `mutation UpdatePassword($currentPassword: String!, $password: String!, $repeatPassword: String!) {
  updatePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword) { ${RESULT} } }`;
export const CREATE = `mutation CreatePassword($password: String!, $repeatPassword: String!) {
  createPassword(password: $password, repeatPassword: $repeatPassword) { ${RESULT} } }`;
export const HAS_PASSWORD = "query HasPassword { hasPassword }";

export type MutationResult = { __typename: string; code?: string; message?: string; fields?: { field: string; message: string }[] };

/** Whether a mutation's typed result is its success member. */
export function succeeded(result: MutationResult | null | undefined): boolean {
  return !!result && result.__typename.endsWith("Success");
}
