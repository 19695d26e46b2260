import type { MetaDescriptor } from "react-router";
import { ERROR_KEYS, type ErrorCode } from "../../common/errors.ts";
import type { RouteName } from "../../common/routes.ts";
import { pageMessages, pageMeta } from "./meta.ts";

/** What the social screens share (their documents live beside each route): providers, error codes, titles. */
export type Provider = "google" | "microsoft";
export const PROVIDERS: readonly Provider[] = ["google", "microsoft"];

export function isProvider(value: unknown): value is Provider {
  return value === "google" || value === "microsoft";
}

/** A code from a query string, if it is one of ours (anything else is ignored). */
export function errorCode(value: string | null): ErrorCode | null {
  return value && Object.hasOwn(ERROR_KEYS, value) ? (value as ErrorCode) : null;
}

/** The provider a route name stands for: google-redirect, link-with-microsoft… */
export function providerOfRoute(name: RouteName | undefined): Provider | null {
  if (!name) return null;
  return name.includes("microsoft") ? "microsoft" : name.includes("google") ? "google" : null;
}

type MetaArgs = Parameters<typeof pageMeta>[0];
type MetaKey = "redirect" | "linkAccount" | "linked" | "linkError" | "unlink" | "unlinked";

/** Title and description from the `social.meta` catalogue (the shared meta catalogue has none for these screens). */
export function socialMeta(args: MetaArgs, name: RouteName, key: MetaKey): MetaDescriptor[] {
  const texts = (pageMessages(args)?.social as { meta: Record<MetaKey, { title: string; description: string }> } | undefined)?.meta[key];
  return [...pageMeta(args, name, texts), { name: "robots", content: "noindex" }];
}
