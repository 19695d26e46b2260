export * from "./geography.ts";
export * from "./organizations.ts";
export * from "./users.ts";
export * from "./accounts.ts";
