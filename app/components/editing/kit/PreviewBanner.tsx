import type { ReactNode } from "react";
import { Link } from "react-router";
import { pathFor, type RouteName } from "../../../../common/routes.ts";
import { Container } from "../../content/Page.tsx";
import { type TKey, useTranslation } from "../../../i18n/index.ts";
import { useRootData, useTo } from "../../../lib/root-data.ts";
import { when } from "../../people/when.ts";

type Props = {
  id: string;
  edit: RouteName;
  preview: RouteName;
  /** What the banner says: that this is a preview, and the item's state. */
  banner: string;
  state: ReactNode;
  /** A page of its own width (an article), or a wide one whose banner sits in a container above it. */
  wide?: boolean;
  children: ReactNode;
};

/** An item as the public will see it (issue 18), under a banner with its state, the way back and the other language. */
export function PreviewPage({ id, edit, preview, banner, state, wide = false, children }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const other = lang === "es" ? "en" : "es";
  const aside = (
    <aside aria-label={t("editing.preview")} className={`panel ${wide ? "" : "mb-8 "}flex flex-col gap-2 border-teal`}>
      <p className="font-extrabold text-navy">{banner}</p>
      {state}
      <p className="flex flex-wrap gap-4">
        <Link to={to(edit, { id })} className="font-bold underline">
          {t("editing.backToEditor")}
        </Link>
        <a href={pathFor(preview, other, { id })} hrefLang={other} className="underline">
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

/** A kind's screens by their list's route name (cms-news): its editor (-edit), new item (-new) and preview (-preview). */
export type KindRoute = RouteName extends infer R ? (R extends `${infer P}-edit` ? P : never) : never;

type KindProps = {
  route: KindRoute;
  /** What the banner says (editing.previewBanner or the kind's), and the prefix of its state's texts. */
  banner: TKey;
  states: string;
  /** The preview's loader data (`previewLoader`). */
  loaded: { id: string; state: string; publishedAt: string };
  /** What the banner says besides the state, and the public page. */
  note?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

/** A kind's item as the public will see it (decision 055): the banner says its state (and since or until when). */
export function KindPreview({ route, banner, states, loaded: { id, state, publishedAt }, note, wide, children }: KindProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const date = publishedAt && when(publishedAt, lang, true);
  const status = (
    <>
      <p>{t(`${states}.${state}` as TKey, { date })}</p>
      {note}
    </>
  );
  const routes = { edit: `${route}-edit`, preview: `${route}-preview` } as { edit: RouteName; preview: RouteName };
  return (
    <PreviewPage id={id} {...routes} banner={t(banner)} state={status} wide={wide}>
      {children}
    </PreviewPage>
  );
}
