import { hasRole, type Role, type RoleHolder } from "../../common/roles.ts";
import { type CurrentUser, isLicensed } from "../../common/user.ts";
import { DomainError } from "../services/errors.ts";

/**
 * Guards that throw: the one way a resolver or a service says "only for …". They take the viewer (the
 * user `ctx.me()` resolved, or a service's narrower viewer) rather than the context, so services and
 * tests call them the same way: `requireUser(await ctx.me())`. A missing user is UNAUTHENTICATED (401),
 * a user without the right FORBIDDEN (403), both the product's typed errors (decision 015).
 *
 * On fields the auth scopes guard already (builder.ts), a refusal never reaches these: the scope answers
 * first. The guards make the resolver's own code safe to reuse without one.
 */
export function requireUser<V>(viewer: V | null | undefined): V {
  if (!viewer) throw new DomainError("UNAUTHENTICATED", { status: 401 });
  return viewer;
}

/** Section 4: an active user holding at least one programme. */
export function requireLicence<V extends Pick<CurrentUser, "active" | "programs">>(viewer: V | null | undefined): V {
  const user = requireUser(viewer);
  if (!isLicensed(user)) throw forbidden();
  return user;
}

export function requireRole<R extends Role, V extends RoleHolder<R>>(viewer: V | null | undefined, role: R): V {
  const user = requireUser(viewer);
  if (!hasRole(user, role)) throw forbidden();
  return user;
}

/** The refusal of a signed-in user, for a policy that answered no. */
export function forbidden(): DomainError {
  return new DomainError("FORBIDDEN", { status: 403 });
}
