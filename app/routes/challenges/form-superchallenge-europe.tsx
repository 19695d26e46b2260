import { data, Link } from "react-router";
import { EuropeChallengeForm } from "../../components/challenges/europe/documents.ts";
import { EuropeEntryState } from "../../components/challenges/europe/EuropeEntryState.tsx";
import { EuropePreRegistrationForm } from "../../components/challenges/europe/EuropePreRegistrationForm.tsx";
import { EuropeSubmissionForm } from "../../components/challenges/europe/EuropeSubmissionForm.tsx";
import { preRegisterAction, submitAction } from "../../components/challenges/europe/europe-form.server.ts";
import { emptyCentre, emptySubmission } from "../../components/challenges/europe/europe-values.ts";
import { editionView, entryView } from "../../components/challenges/europe/europe-view.server.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { arrowLeft } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/form-superchallenge-europe";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "form-superchallenge-europe");

/**
 * Login is required by the route table. The form of the edition's stage: pre-registration, or the submission (the
 * centre's fields too in 2024-25); otherwise the coming-soon or closed state, and the entry's state once sent. The
 * centre of the user's licence fills the centre's fields to start with.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang, me } = page(context);
  const { europeChallenge } = await query(context, EuropeChallengeForm);
  const centre = me?.center;
  return {
    edition: editionView(lang, europeChallenge.edition),
    entry: entryView(lang, europeChallenge.entry),
    communities: europeChallenge.communities,
    prefill: emptyCentre(centre ? { centreName: centre.name, centreCode: centre.code, town: centre.town ?? "" } : {}),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "preRegister") {
    const { result, status } = await preRegisterAction(context, form);
    return data(result, { status });
  }
  // Whether the centre comes with the submission is the edition's (the API decides again).
  const { europeChallenge } = await query(context, EuropeChallengeForm);
  const { result, status } = await submitAction(context, form, europeChallenge.edition.preRegistrationDeadline === null);
  return data(result, { status });
}

/** The Europe super-challenge's form (sections 3, 4 and 5), by the edition's stage and the centre's entry. */
export default function FormSuperchallengeEurope({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { edition, entry, communities, prefill } = loaderData;
  const failure = actionData?.failure ?? null;
  const withCentre = edition.preRegistrationDeadline === null;
  const body = () => {
    if (edition.stage === "comingSoon")
      return <p>{t("europeChallenge.form.state.comingSoon", { edition: edition.edition, date: edition.opens })}</p>;
    if (entry && (entry.state === "submitted" || edition.stage !== "submission"))
      return <EuropeEntryState entry={entry} edition={edition} />;
    if (edition.stage === "closed")
      return <p>{t("europeChallenge.form.state.closed", { edition: edition.edition, date: edition.deadlineText })}</p>;
    if (edition.stage === "preRegistration") {
      return (
        <>
          <p>{t("europeChallenge.form.preRegistrationLead", { from: edition.submissionOpens, to: edition.deadlineText })}</p>
          <EuropePreRegistrationForm values={actionData?.centre ?? prefill} communities={communities} failure={failure} />
        </>
      );
    }
    if (!entry && !withCentre)
      return <p>{t("europeChallenge.form.state.notPreregistered", { date: edition.preRegistrationDeadlineText ?? "" })}</p>;
    return (
      <>
        {entry && <EuropeEntryState entry={entry} edition={edition} />}
        <p>{t("europeChallenge.form.submissionLead")}</p>
        <EuropeSubmissionForm
          edition={edition}
          withCentre={withCentre}
          communities={communities}
          failure={failure}
          values={actionData?.submission ?? emptySubmission(prefill)}
          centreSummary={
            entry ? t("europeChallenge.form.centreSummary", { centre: entry.centreName, code: entry.centreCode, town: entry.town }) : null
          }
        />
      </>
    );
  };
  return (
    <div className="form-page">
      <section className="form-card max-w-3xl" aria-labelledby="europe-form-title">
        <h1 id="europe-form-title">{t("europeChallenge.form.title", { edition: edition.edition })}</h1>
        <p>
          <Link to={to("superchallenge-europe")} className="inline-flex items-center gap-1 font-extrabold">
            <Icon d={arrowLeft} className="size-4" /> {t("europeChallenge.form.back")}
          </Link>
        </p>
        {actionData?.sent && (
          <p className="form-success" role="status">
            {t(`europeChallenge.form.sent.${actionData.sent}`)}
          </p>
        )}
        {body()}
      </section>
    </div>
  );
}
