export * from "./geography.ts";
export * from "./organizations.ts";
export * from "./users.ts";
export * from "./accounts.ts";
export * from "./activities.ts";
export * from "./contributions.ts";
export * from "./publications.ts";
export * from "./redirects.ts";
