import { Icon } from "../icons/Icon.tsx";
import { bookOpen, layoutDashboard } from "../icons/shapes.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { useTo } from "../../lib/root-data.ts";
import type { WizardView } from "./wizard-documents.ts";

/** The wizard's last screen: the licence is in; the teacher's centre and programmes, and where to go now. */
export function WizardDone({ result }: { result: NonNullable<WizardView["result"]> }) {
  const { t } = useTranslation();
  const to = useTo();
  // The form that had the focus is gone: the news takes it (without JavaScript, the autofocus attribute does).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      {/* biome-ignore lint/a11y/noAutofocus: the page that answers the last step starts at its result */}
      <h2 id="wizard-step-title" ref={heading} tabIndex={-1} autoFocus className="text-xl">
        {t("licences.wizard.done.title")}
      </h2>
      <p className="form-success" role="status">
        {t("licences.wizard.done.text")}
      </p>
      {result.center && (
        <dl className="data-list">
          <div>
            <dt>{t("licences.wizard.done.centre")}</dt>
            <dd>
              {result.center.name} ({result.center.code}){result.center.town ? `, ${result.center.town}` : ""}
            </dd>
          </div>
        </dl>
      )}
      <section aria-labelledby="licence-programs-title">
        <h3 id="licence-programs-title" className="mb-2 text-base">
          {t("licences.wizard.done.programs")}
        </h3>
        <ul className="ml-6 list-disc">
          {result.programs.map((program) => (
            <li key={program.id}>{program.name}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link className="btn btn-primary" to={to("my-panel")}>
          <Icon d={layoutDashboard} /> {t("licences.wizard.done.myPanel")}
        </Link>
        <Link className="btn btn-secondary" to={to("itineraries")}>
          <Icon d={bookOpen} /> {t("licences.wizard.done.itineraries")}
        </Link>
      </div>
      <p className="form-links">
        <Link to={to("licence-assign")}>{t("licences.wizard.done.another")}</Link>
      </p>
    </>
  );
}
