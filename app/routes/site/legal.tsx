import { Icon } from "../../components/icons/Icon.tsx";
import { mail } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, Link } from "react-router";
import type { RouteName } from "../../../common/routes.ts";
import { DocSectionView } from "../../components/content/DocSectionView.tsx";
import { Container } from "../../components/content/Page.tsx";
import { CookieSettings } from "../../components/CookieSettings.tsx";
import { FOUNDATION } from "../../../common/contact.ts";
import { getContent } from "../../i18n/content/index.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import { Kept } from "../../lib/kept.tsx";
import { keep, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/legal";

/** The five legal pages share this module; the route name (the route id before the dot) says which. */
const LEGAL_PAGES = ["privacy", "privacy-clause", "cookies", "legal-advice", "terms"] as const;
type LegalPage = (typeof LEGAL_PAGES)[number];

function isLegalPage(name: string | undefined): name is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(name ?? "");
}

export const meta: Route.MetaFunction = (args) => {
  const fromId = args.matches.at(-1)?.id.split(".")[0];
  const name = args.loaderData?.name ?? (isLegalPage(fromId) ? fromId : "privacy");
  return pageMeta(args, name);
};

export function loader({ context }: Route.LoaderArgs) {
  const { lang, match } = page(context);
  const name = match?.name;
  if (!isLegalPage(name)) throw data(null, { status: 404 });
  const legal = getContent(lang, "legal");
  const doc = legal.docs[name];
  const updated = new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${doc.updated}T00:00:00Z`),
  );
  const texts = {
    ui: legal.ui,
    doc,
    updated,
    related: LEGAL_PAGES.filter((other) => other !== name).map((other) => ({ name: other, title: legal.docs[other].title })),
  };
  // The texts are kept out of a document's data (lib/kept.tsx), but for the cookie policy's: its cookie
  // settings, in the middle of the page, must come alive when the page hydrates.
  return { name, texts: name === "cookies" ? texts : keep(context, "legal", texts) };
}

type Texts = NonNullable<Route.ComponentProps["loaderData"]["texts"]>;

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { name } = loaderData;
  return (
    <Kept name="legal" value={loaderData.texts} className="bg-cream">
      {(texts: Texts) => <LegalDocument name={name} {...texts} />}
    </Kept>
  );
}

function LegalDocument({ name, ui, doc, updated, related }: Texts & { name: LegalPage }) {
  const to = useTo();
  return (
    <>
      <header className="border-b border-line bg-linear-to-b from-sun/30 to-cream">
        <Container className="py-10 md:py-14">
          <h1 className="text-4xl font-black tracking-tight text-navy md:text-5xl">{doc.title}</h1>
          <p className="mt-4 max-w-prose text-lg leading-relaxed">{doc.intro}</p>
          <p className="mt-4 text-sm font-semibold text-teal">
            {ui.updated} <time dateTime={doc.updated}>{updated}</time>
          </p>
        </Container>
      </header>
      <Container className="grid gap-10 py-10 md:py-14 xl:grid-cols-[17rem_1fr] xl:gap-14">
        <nav aria-labelledby="toc-title" className="self-start rounded-3xl bg-paper p-5 ring-1 ring-line xl:sticky xl:top-24">
          <h2 id="toc-title" className="text-sm font-extrabold uppercase tracking-wide text-teal">
            {ui.toc}
          </h2>
          <ol className="mt-3 space-y-1 md:columns-2 md:gap-8 xl:columns-1">
            {doc.sections.map((section) => (
              <li key={section.id} className="break-inside-avoid">
                <a href={`#${section.id}`} className="toc-link">
                  {section.heading}
                </a>
              </li>
            ))}
            {name === "cookies" && <CookieSettingsTocEntry />}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl">
          {doc.sections.map((section) => (
            <DocSectionView key={section.id} section={section} />
          ))}
          {name === "cookies" && (
            <div className="mt-10">
              <CookieSettings />
            </div>
          )}
          <aside aria-labelledby="questions-title" className="mt-12 flex gap-4 rounded-3xl bg-paper p-6 ring-1 ring-line">
            <Icon d={mail} className="size-8 shrink-0 text-coral" />
            <div>
              <h2 id="questions-title" className="text-xl font-extrabold text-navy">
                {ui.questions}
              </h2>
              <p className="mt-2 leading-relaxed">
                {ui.questionsText}{" "}
                <a className="text-link" href={`mailto:${FOUNDATION.email}`}>
                  {FOUNDATION.email}
                </a>
              </p>
            </div>
          </aside>
          <nav aria-labelledby="related-title" className="mt-8">
            <h2 id="related-title" className="text-lg font-extrabold text-navy">
              {ui.related}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {related.map((other) => (
                <li key={other.name}>
                  <Link
                    to={to(other.name as RouteName)}
                    className="inline-block rounded-full border-2 border-line bg-paper px-4 py-2 font-bold text-navy hover:border-navy"
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </>
  );
}

/** The cookie settings section (id="cookie-settings") is listed in the table of contents of the cookie policy. */
function CookieSettingsTocEntry() {
  const { t } = useTranslation();
  return (
    <li className="break-inside-avoid">
      <a href="#cookie-settings" className="toc-link">
        {t("layout.consent.settingsTitle")}
      </a>
    </li>
  );
}
