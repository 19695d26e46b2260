import { Icon } from "../icons/Icon.tsx";
import { fileDown } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { ActivityData } from "./documents.ts";
import { JoinLinks } from "./JoinPrompt.tsx";

/** Description paragraphs are separated by blank lines. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The body of an unlocked activity: what it is about, what is needed, the steps, tips and the guide. */
export function ActivityContent({ activity, signedIn }: { activity: ActivityData; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      {activity.description && (
        <section aria-labelledby="about-title" className="panel">
          <h2 id="about-title">{t("activities.detail.about")}</h2>
          <div className="flex flex-col gap-3">
            {paragraphs(activity.description).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      )}
      {activity.materials && activity.materials.length > 0 && (
        <section aria-labelledby="needs-title" className="panel">
          <h2 id="needs-title">{t("activities.detail.needs")}</h2>
          <ul className="list-disc space-y-1 pl-6">
            {activity.materials.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      {activity.steps && activity.steps.length > 0 && (
        <section aria-labelledby="steps-title" className="panel">
          <h2 id="steps-title">{t("activities.detail.steps")}</h2>
          <ol className="flex flex-col gap-3">
            {activity.steps.map((step, index) => (
              <li key={index} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 flex-none items-center justify-center rounded-full bg-navy font-extrabold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {activity.tips && (
        <section aria-labelledby="tips-title" className="panel bg-mint-soft">
          <h2 id="tips-title">{t("activities.detail.tips")}</h2>
          {paragraphs(activity.tips).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      )}
      <section aria-labelledby="guide-title" className="panel">
        <h2 id="guide-title">{t("activities.detail.guideTitle")}</h2>
        {signedIn && activity.guideUrl ? (
          // A file, not a page: the browser downloads it rather than React Router navigating to it.
          <a href={activity.guideUrl} download className="btn btn-primary btn-sm">
            <Icon d={fileDown} /> {t("activities.detail.guide")}
          </a>
        ) : (
          <div className="flex flex-col gap-3">
            <p>{t("activities.join.guide")}</p>
            <JoinLinks />
          </div>
        )}
      </section>
    </div>
  );
}
