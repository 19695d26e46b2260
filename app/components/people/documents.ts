import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The back office's people and audit log (issue 18): the admins' screens' documents. */
export const PeopleQuery = graphql(`
  query People($query: String, $page: Int) { people(query: $query, page: $page) { items { id email name lastName active roles } total page pageCount } }
`);

export const PersonQuery = graphql(`
  query Person($id: ID!) { person(id: $id) { id email name lastName active createdAt roles licences { code centre assignedAt } } }
`);
export type PersonData = NonNullable<ResultOf<typeof PersonQuery>["person"]>;

export const SetStaffRoles = graphql(
  `mutation SetStaffRoles($id: ID!, $roles: [StaffRole!]!) {
    setStaffRoles(id: $id, roles: $roles) { __typename ... on MutationSetStaffRolesSuccess { data { id roles } } ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const SetAccountActive = graphql(
  `mutation SetAccountActive($id: ID!, $active: Boolean!) {
    setAccountActive(id: $id, active: $active) { __typename ... on MutationSetAccountActiveSuccess { data { id active } } ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditFilter, $page: Int) {
    auditLog(filter: $filter, page: $page) { items { id at actorEmail action entity entityId subject before after } total page pageCount }
  }
`);
