import { data, Link } from "react-router";
import { AdventureKeyCardQuery, ResetAdventureKeyGroups } from "../../components/evaluation/documents.ts";
import keyCardCss from "../../components/evaluation/key-card.css?url";
import { cardForPupils } from "../../components/evaluation/key-card.server.ts";
import { RESET_PARAM, ResetKeyGroups } from "../../components/evaluation/ResetKeyGroups.tsx";
import { PrintButton } from "../../components/formation/PrintButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { failureOf, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/adventure-key-card";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "adventure-key-card");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: keyCardCss }];

/** One of the teacher's keys, with what its card tells the pupils (another teacher's key is no page at all). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { adventureKeyCard: card } = await query(context, AdventureKeyCardQuery, { id: params.id });
  if (!card) throw data(null, { status: 404 });
  const confirming = new URL(request.url).searchParams.has(RESET_PARAM);
  return { ...card, pupils: cardForPupils(card.key, page(context).origin), confirming };
}

/** The key's groups reset (the API checks the key is the teacher's: another teacher's is as missing as none). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "resetGroups") throw data(null, { status: 400 });
  const answer = (await gql(context, ResetAdventureKeyGroups, { id: params.id.slice(0, 40) })).data?.resetAdventureKeyGroups;
  if (succeeded(answer)) return { done: true, error: null };
  if (answer?.code === "NOT_FOUND") throw data(null, { status: 404 });
  return data({ done: false, error: failureOf(answer, "evaluation.card.reset.failed").error }, { status: answer ? 400 : 500 });
}

/**
 * A key's printable card (section 2's key with its QR code): the code in large letters, the adventure's address
 * and its QR code, and how groups of at most 3 play, in the adventure's language; printed alone.
 */
export default function AdventureKeyCard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { key, classroom, pupils } = loaderData;
  return (
    <div className="page key-card-page max-w-4xl">
      <div className="key-card-tools mb-6 flex flex-col gap-4">
        <h1 className="page-title">{t("evaluation.card.title")}</h1>
        <p className="text-lg font-bold text-navy">
          {t("evaluation.card.heading", { stage: t(`evaluation.stages.${key.stage}`), name: classroom.name })}
        </p>
        <p>{t("evaluation.card.language", { language: t(`evaluation.languages.${key.lang}`) })}</p>
        {!key.open && <p className="form-alert">{t("evaluation.card.closed")}</p>}
        <PrintButton label={t("evaluation.card.print")} hint={t("evaluation.card.printHint")} />
      </div>
      <section className="key-card card flex flex-col gap-6" lang={pupils.lang} aria-labelledby="key-card-title">
        <h2 id="key-card-title" className="text-3xl">
          {pupils.texts.title}
        </h2>
        <div className="grid items-center gap-6 md:grid-cols-[1fr_auto]">
          <div className="flex flex-col gap-4">
            <p className="flex flex-col">
              <span className="font-extrabold text-navy">{pupils.texts.code}</span>
              <strong className="font-mono text-6xl tracking-[0.2em] text-ink">{key.code}</strong>
            </p>
            <p className="flex flex-col">
              <span className="font-extrabold text-navy">{pupils.texts.address}</span>
              <span className="font-mono text-lg break-all">{pupils.address}</span>
            </p>
          </div>
          <svg
            className="size-52 justify-self-center"
            viewBox={`0 0 ${pupils.qr.size} ${pupils.qr.size}`}
            role="img"
            aria-label={pupils.texts.qr}
            shapeRendering="crispEdges"
          >
            <rect width={pupils.qr.size} height={pupils.qr.size} fill="#fff" />
            <path d={pupils.qr.d} fill="#000" />
          </svg>
        </div>
        <ol className="flex list-decimal flex-col gap-2 pl-6 text-lg">
          {pupils.texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <ResetKeyGroups keyId={key.id} confirming={loaderData.confirming} done={!!actionData?.done} error={actionData?.error ?? null} />
      <p className="key-card-tools form-links mt-6">
        <Link to={to("evaluation")}>{t("evaluation.card.back")}</Link>
      </p>
    </div>
  );
}
