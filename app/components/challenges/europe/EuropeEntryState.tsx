import { useTranslation } from "../../../i18n/index.ts";
import type { EuropeEditionView, EuropeEntryView } from "./europe-view.server.ts";

/** A centre's entry as its accounts see it: its state (a label), when it was sent, and what comes next. */
export function EuropeEntryState({ entry, edition }: { entry: EuropeEntryView; edition: EuropeEditionView }) {
  const { t } = useTranslation();
  const centre = entry.centreName;
  return (
    <div className="rounded-3xl border-2 border-teal bg-mint-soft p-5" data-testid="europe-entry">
      <p className="inline-block rounded-full bg-paper px-3 py-0.5 text-sm font-extrabold text-navy">
        {t(`europeChallenge.states.${entry.state}`)}
      </p>
      {entry.state === "submitted" ? (
        <p className="mt-3">{t("europeChallenge.form.state.submitted", { centre, date: entry.submittedOn ?? "" })}</p>
      ) : (
        <>
          <p className="mt-3">{t("europeChallenge.form.state.preregistered", { centre, date: entry.preregisteredOn ?? "" })}</p>
          {edition.stage === "preRegistration" && (
            <p className="mt-2">{t("europeChallenge.form.state.waitSubmission", { date: edition.submissionOpens })}</p>
          )}
        </>
      )}
      {!entry.mine && <p className="mt-2 text-sm">{t("europeChallenge.form.state.byColleague")}</p>}
    </div>
  );
}
