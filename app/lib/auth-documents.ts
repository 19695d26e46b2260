/** GraphQL documents of the account screens (one per operation, shared by loader and action). */
const FAILURE = "... on DomainError { code message fields { field message } }";

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      __typename
      ... on MutationLoginSuccess { data { token } }
      ${FAILURE}
    }
  }
`;

export const SIGNUP = /* GraphQL */ `
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      __typename
      ... on MutationSignupSuccess { data { token } }
      ${FAILURE}
    }
  }
`;

export const LOGOUT = /* GraphQL */ `mutation Logout { logout }`;

export type AuthResult = {
  __typename: string;
  data?: { token: string };
  code?: string;
  message?: string;
  fields?: { field: string; message: string }[];
};
