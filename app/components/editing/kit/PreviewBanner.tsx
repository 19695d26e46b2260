import type { ReactNode } from "react";
import { Link } from "react-router";
import { pathFor, type RouteName } from "../../../../common/routes.ts";
import { Container } from "../../content/Page.tsx";
import { type TKey, useTranslation } from "../../../i18n/index.ts";
import { useRootData, useTo } from "../../../lib/root-data.ts";
import { when } from "../../people/when.ts";

/** A kind's screens by their list's route name (cms-news): its editor (-edit), new item (-new) and preview (-preview). */
export type KindRoute = RouteName extends infer R ? (R extends `${infer P}-edit` ? P : never) : never;

type Props = {
  route: KindRoute;
  /** What the banner says (editing.previewBanner or the kind's), and the prefix of its state's texts. */
  banner: TKey;
  states: string;
  /** The preview's loader data (`previewLoader`). */
  loaded: { id: string; state: string; publishedAt: string };
  /** What the banner says besides the state. */
  note?: ReactNode;
  /** A page of its own width (an article), or a wide one whose banner sits in a container above it. */
  wide?: boolean;
  /** The public page. */
  children: ReactNode;
};

/**
 * A kind's item as the public will see it (issue 18, decision 055), under a banner with its state (and since or until
 * when), the way back to its editor and its preview in the other language.
 */
export function KindPreview({ route, banner, states, loaded: { id, state, publishedAt }, note, wide = false, children }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const other = lang === "es" ? "en" : "es";
  const aside = (
    <aside aria-label={t("editing.preview")} className={`panel ${wide ? "" : "mb-8 "}flex flex-col gap-2 border-teal`}>
      <p className="font-extrabold text-navy">{t(banner)}</p>
      <p>{t(`${states}.${state}` as TKey, { date: publishedAt && when(publishedAt, lang, true) })}</p>
      {note}
      <p className="flex flex-wrap gap-4">
        <Link to={to(`${route}-edit` as RouteName, { id })} className="font-bold underline">
          {t("editing.backToEditor")}
        </Link>
        <a href={pathFor(`${route}-preview` as RouteName, other, { id })} hrefLang={other} className="underline">
          {t("editing.previewIn", { language: t(`editing.languages.${other}`) })}
        </a>
      </p>
    </aside>
  );
  return wide ? (
    <>
      <Container className="pt-8">{aside}</Container>
      {children}
    </>
  ) : (
    <div className="page">
      {aside}
      {children}
    </div>
  );
}
