import { Link } from "react-router";
import { EuropeChallengePage } from "../../components/challenges/europe/documents.ts";
import { durationText } from "../../components/challenges/europe/duration.ts";
import { EuropeTimeline } from "../../components/challenges/europe/EuropeTimeline.tsx";
import { editionView, entryView, formatDay, formatEuros } from "../../components/challenges/europe/europe-view.server.ts";
import { Container, PageHero, PageSection } from "../../components/content/Page.tsx";
import { Icon } from "../../components/icons/Icon.tsx";
import { trophy, users } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/superchallenge-europe";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "superchallenge-europe");

/** The edition the product's clock says, written out for the page's language (dates and amounts on the server). */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = page(context);
  const { europeChallenge } = await query(context, EuropeChallengePage);
  return {
    edition: editionView(lang, europeChallenge.edition),
    entry: entryView(lang, europeChallenge.entry),
    others: europeChallenge.otherEditions.map((other) => ({
      ...other,
      deadlineText: formatDay(lang, other.deadline),
      prize: formatEuros(lang, other.prizeEuros),
    })),
  };
}

/** The Europe super-challenge (sections 1, 4 and 9): the edition, its stages, prize, finalists, audience and how to take part. */
export default function SuperchallengeEurope({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const { edition, entry, others } = loaderData;
  const stageDate =
    edition.stage === "comingSoon"
      ? edition.opens
      : edition.stage === "preRegistration"
        ? edition.preRegistrationDeadlineText
        : edition.deadlineText;
  const openStage = edition.stage === "preRegistration" || edition.stage === "submission" ? edition.stage : null;
  const cta = !me ? "login" : entry ? "entry" : openStage;
  const duration = durationText(t, edition.videoMaxSeconds);
  return (
    <>
      <PageHero
        eyebrow={t("europeChallenge.page.eyebrow")}
        title={t("europeChallenge.page.title", { edition: edition.edition })}
        lead={t("europeChallenge.page.lead")}
      >
        <p className="mt-6 text-lg font-bold text-navy">
          {t(`europeChallenge.page.now.${edition.stage}`, { edition: edition.edition, date: stageDate ?? "" })}
        </p>
        {entry && (
          <p className="mt-2" data-testid="europe-entry">
            <strong>{t(`europeChallenge.states.${entry.state}`)}.</strong>{" "}
            {t(`europeChallenge.page.entry.${entry.state}`, { centre: entry.centreName })}
          </p>
        )}
        {cta && (openStage || entry) && (
          <p className="mt-6">
            <Link to={to("form-superchallenge-europe")} className="btn btn-primary">
              {t(`europeChallenge.page.form.${cta}`)}
            </Link>
          </p>
        )}
      </PageHero>
      <PageSection id="europe-stages" title={t("europeChallenge.page.stagesTitle", { edition: edition.edition })} tone="paper">
        <EuropeTimeline stages={edition.stages} />
      </PageSection>
      <section
        aria-label={`${t("europeChallenge.page.prizeTitle")} · ${t("europeChallenge.page.audienceTitle")}`}
        className="band bg-cream"
      >
        <Container className="grid gap-6 md:grid-cols-2">
          <div className="card">
            <h2 className="flex items-center gap-3 text-2xl">
              <Icon d={trophy} className="size-7" /> {t("europeChallenge.page.prizeTitle")}
            </h2>
            <p className="mt-3 text-lg">{t("europeChallenge.page.prize", { amount: edition.prize })}</p>
            <p className="mt-1 text-lg">{t("europeChallenge.page.finalists", { count: edition.finalists })}</p>
          </div>
          <div className="card">
            <h2 className="flex items-center gap-3 text-2xl">
              <Icon d={users} className="size-7" /> {t("europeChallenge.page.audienceTitle")}
            </h2>
            <p className="mt-3 text-lg">{t(`europeChallenge.page.audience.${edition.audience}`)}</p>
          </div>
        </Container>
      </section>
      <PageSection id="europe-how" title={t("europeChallenge.page.howTitle")} tone="paper">
        <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-lg leading-relaxed">
          <li>{t("europeChallenge.page.how.account")}</li>
          {edition.preRegistrationDeadlineText && (
            <li>{t("europeChallenge.page.how.preRegister", { date: edition.preRegistrationDeadlineText })}</li>
          )}
          <li>{t("europeChallenge.page.how.project")}</li>
          <li>{t("europeChallenge.page.how.files", { duration, min: edition.photosMin, max: edition.photosMax })}</li>
          <li>{t("europeChallenge.page.how.travellers", { count: edition.travellers, students: edition.minStudentTravellers })}</li>
          <li>{t("europeChallenge.page.how.submit", { date: edition.deadlineText })}</li>
        </ol>
      </PageSection>
      {others.map((other) => (
        <PageSection
          key={other.edition}
          id={`europe-${other.edition}`}
          title={t("europeChallenge.page.otherTitle", { edition: other.edition })}
        >
          <p className="max-w-3xl text-lg">
            {t("europeChallenge.page.otherFacts", {
              date: other.deadlineText,
              duration: durationText(t, other.videoMaxSeconds),
              amount: other.prize,
              finalists: other.finalists,
            })}
          </p>
        </PageSection>
      ))}
    </>
  );
}
