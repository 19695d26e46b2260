import { useTranslation } from "react-i18next";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

export default function Home() {
  const { t } = useTranslation();
  return <h1>{t("meta.home.title")}</h1>;
}
