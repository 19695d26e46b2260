import { data, Link, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { FormationContent } from "../../components/formation/FormationContent.tsx";
import { FormationFields, formationShown } from "../../components/formation/formations.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { Icon } from "../../components/icons/Icon.tsx";
import { keyRound } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { inputRefused } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/formation-view";

const FormationPage = graphql(`query FormationPage($accessCode: String!) { formation(accessCode: $accessCode) { ...FormationFields } }`, [
  FormationFields,
]);

/** The refusals the page explains (server/services/formation/formations.ts), with the HTTP status each gets. */
const REFUSALS = { FORMATION_CODE_WRONG: 404, FORMATION_NOT_AVAILABLE: 404, FORMATION_TOO_MANY_ATTEMPTS: 429 } as const;
type Refusal = keyof typeof REFUSALS;
const isRefusal = (code: unknown): code is Refusal => typeof code === "string" && code in REFUSALS;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "formation-view", args.loaderData?.formation ? { title: args.loaderData.formation.title } : undefined);

/**
 * The formation an address's code opens. The API counts a code that opens nothing as a wrong try (the address is
 * no way around the limit); a right one never. A code typed loosely in the address moves to its written form.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { lang } = page(context);
  const result = await gql(context, FormationPage, { accessCode: params.accessCode });
  const formation = result.data?.formation;
  if (formation) {
    if (formation.accessCode !== params.accessCode) throw redirect(pathFor("formation-view", lang, { accessCode: formation.accessCode }));
    return { formation: formationShown(formation, lang), refusal: null };
  }
  const extensions = result.errors?.[0]?.extensions;
  const code = extensions?.code;
  if (isRefusal(code)) {
    const retryAfter = typeof extensions?.retryAfter === "number" ? extensions.retryAfter : null;
    return data(
      { formation: null, refusal: { code, minutes: retryAfter ? Math.ceil(retryAfter / 60) : null } },
      { status: REFUSALS[code] },
    );
  }
  throw data(null, { status: inputRefused(result) ? 400 : 500 });
}

export default function FormationView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { formation, refusal } = loaderData;
  if (!formation) {
    const title =
      refusal?.code === "FORMATION_TOO_MANY_ATTEMPTS"
        ? refusal.minutes
          ? t("formation.errors.tryAgainIn", { count: refusal.minutes })
          : t("formation.errors.tooManyAttempts")
        : t(refusal?.code === "FORMATION_NOT_AVAILABLE" ? "formation.errors.notAvailable" : "formation.errors.codeWrong");
    return (
      <FormCard id="formation-refused" title={title}>
        <p>{t("formation.access.lead")}</p>
        <p>
          <Link to={to("formation-access")} className="btn btn-primary w-full">
            <Icon d={keyRound} />
            {t("formation.errors.otherCode")}
          </Link>
        </p>
      </FormCard>
    );
  }
  return (
    <div className="page">
      <article aria-labelledby="formation-title">
        <p className="font-extrabold uppercase tracking-wide text-teal">{t("formation.view.eyebrow")}</p>
        <h1 id="formation-title" className="page-title">
          {formation.title}
        </h1>
        <FormationContent formation={formation} />
        <p className="mt-10">
          <Link to={to("formation-access")} className="inline-flex items-center gap-2 font-bold">
            <Icon d={keyRound} className="size-5" />
            {t("formation.view.another")}
          </Link>
        </p>
      </article>
    </div>
  );
}
