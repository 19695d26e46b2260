import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { ActivityContent } from "./ActivityContent.tsx";
import { ActivityFacts } from "./ActivityFacts.tsx";
import { CategoryChip, PremiumBadge } from "./Chips.tsx";
import type { ActivityData } from "./documents.ts";
import { JoinPrompt } from "./JoinPrompt.tsx";

type Props = {
  activity: ActivityData;
  signedIn: boolean;
  /** Under the summary: the reader's favourite and done buttons (none in the editor's preview). */
  actions?: ReactNode;
  /** Beside the content: the rating panel and the invitations (none in the editor's preview, which writes nothing). */
  aside?: ReactNode;
};

/**
 * An activity as the public reads it (its page, and the editor's preview, issue 18): the cover, title and summary, then
 * its facts and content, or the prompt to join for a premium activity a visitor may not read.
 */
export function ActivityArticle({ activity, signedIn, actions, aside }: Props) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-6">
      <header className="grid items-center gap-6 md:grid-cols-2">
        <img
          src={activity.cover}
          alt=""
          // The page's largest picture, first on a phone's screen: asked for before the scripts.
          fetchPriority="high"
          width={640}
          height={400}
          className="aspect-[16/10] w-full rounded-blob border-2 border-line bg-sun-soft object-cover shadow-card"
        />
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryChip category={activity.category} />
            {activity.access === "premium" && <PremiumBadge />}
          </div>
          <h1 className="page-title mb-0">{activity.title}</h1>
          <p className="text-lg">{activity.summary}</p>
          {actions}
        </div>
      </header>
      {activity.locked ? (
        <>
          <JoinPrompt id="join-premium" message={t("activities.join.premium")} />
          <ActivityFacts activity={activity} />
        </>
      ) : (
        <>
          <ActivityFacts activity={activity} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <ActivityContent activity={activity} signedIn={signedIn} />
            <div className="flex flex-col gap-6">{aside}</div>
          </div>
        </>
      )}
    </article>
  );
}
