import { hasRole, type RoleHolder } from "../../common/roles.ts";

type Viewer = (RoleHolder<"eventManager"> & RoleHolder<"staff">) | null | undefined;

/**
 * Section 6: unpublished news and events are seen by event managers and by the foundation's staff (the
 * developer flag, decision 015); everybody else sees published ones only.
 */
export const canSeeUnpublished = (viewer: Viewer): boolean => hasRole(viewer, "eventManager") || hasRole(viewer, "staff");
