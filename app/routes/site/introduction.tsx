import { Icon } from "../../components/icons/Icon.tsx";
import { check, faceSlightlySmiling, graduationCap, house } from "../../components/icons/shapes.ts";
import { Link } from "react-router";
import { CallToAction, Container, Illustration, PageHero, PageSection } from "../../components/content/Page.tsx";
import { RichText } from "../../components/content/RichText.tsx";
import { getContent } from "../../i18n/content/index.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import { Kept } from "../../lib/kept.tsx";
import { keep, page } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/introduction";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "introduction");

/** The page's texts, kept out of a document's data (lib/kept.tsx). */
export function loader({ context }: Route.LoaderArgs) {
  return keep(context, "introduction", getContent(page(context).lang, "introduction"));
}

type Texts = NonNullable<Route.ComponentProps["loaderData"]>;

const AUDIENCE_ICONS = [faceSlightlySmiling, house, graduationCap];
const AUDIENCE_TONES = ["bg-sun-soft", "bg-mint-soft", "bg-frost"];
const AREA_TONES = ["border-sun", "border-mint", "border-coral", "border-sky", "border-teal"];

export default function Introduction({ loaderData }: Route.ComponentProps) {
  return (
    <Kept name="introduction" value={loaderData}>
      {(t: Texts) => <IntroductionPage t={t} />}
    </Kept>
  );
}

function IntroductionPage({ t }: { t: Texts }) {
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        image={<Illustration src="/images/introduction.svg" alt="" width={520} height={420} eager />}
      />
      <Figures t={t} />
      <PageSection id="what" title={t.what.title} tone="paper">
        <div className="max-w-prose space-y-4 text-lg leading-relaxed">
          {t.what.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </PageSection>
      <Audiences t={t} />
      <Competences t={t} />
      <Platform t={t} />
      <Reference t={t} />
      <PageSection id="foundation" title={t.foundation.title}>
        <div className="max-w-prose space-y-4 text-lg leading-relaxed">
          {t.foundation.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </PageSection>
      <Cta t={t} />
    </>
  );
}

function Figures({ t }: { t: Texts }) {
  return (
    <section aria-label={t.figures.label} className="bg-cream pb-12">
      <Container>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {t.figures.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse rounded-3xl bg-paper p-5 text-center shadow-sm ring-1 ring-line">
              <dt className="mt-1 text-sm font-semibold leading-snug md:text-base">{item.label}</dt>
              <dd className="text-4xl font-black text-coral md:text-5xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function Audiences({ t }: { t: Texts }) {
  return (
    <PageSection id="audiences" title={t.audiences.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {t.audiences.items.map((item, i) => (
          <li key={item.title} className="rounded-3xl bg-paper p-6 shadow-sm ring-1 ring-line xl:p-8">
            <span className={`inline-flex size-14 items-center justify-center rounded-2xl text-navy ${AUDIENCE_TONES[i] ?? ""}`}>
              <Icon d={AUDIENCE_ICONS[i] ?? faceSlightlySmiling} className="size-7" />
            </span>
            <h3 className="mt-5 text-xl font-extrabold text-navy">{item.title}</h3>
            <p className="mt-3 leading-relaxed">{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-prose rounded-2xl bg-sun/25 px-5 py-4 font-semibold text-navy">{t.audiences.note}</p>
    </PageSection>
  );
}

function Competences({ t }: { t: Texts }) {
  let start = 1;
  return (
    <PageSection id="competences" title={t.competences.title} intro={t.competences.intro} tone="paper">
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {t.competences.areas.map((area, i) => {
          const first = start;
          start += area.items.length;
          return (
            <section
              key={area.title}
              aria-labelledby={`area-${i}`}
              className={`rounded-3xl border-t-8 bg-cream p-6 ${AREA_TONES[i] ?? ""}`}
            >
              <h3 id={`area-${i}`} className="text-xl font-extrabold text-navy">
                {area.title}
              </h3>
              <ol start={first} className="mt-4 list-decimal space-y-2 pl-7 leading-relaxed marker:font-bold marker:text-teal">
                {area.items.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </PageSection>
  );
}

function Platform({ t }: { t: Texts }) {
  const columns = [t.platform.public, t.platform.classroom];
  return (
    <PageSection id="platform" title={t.platform.title}>
      <div className="grid gap-6 md:grid-cols-2">
        {columns.map((column, i) => (
          <div key={column.title} className={`rounded-3xl p-6 xl:p-8 ${i === 0 ? "bg-paper ring-1 ring-line" : "bg-navy text-paper"}`}>
            <h3 className={`text-xl font-extrabold ${i === 0 ? "text-navy" : "text-paper"}`}>{column.title}</h3>
            <ul className="mt-4 space-y-3">
              {column.items.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed">
                  <Icon d={check} className={`mt-1 size-5 shrink-0 ${i === 0 ? "text-teal" : "text-mint"}`} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PageSection>
  );
}

function Reference({ t }: { t: Texts }) {
  return (
    <PageSection id="reference" title={t.reference.title} intro={t.reference.text} tone="sun">
      <ul className="grid max-w-4xl gap-4 md:grid-cols-2">
        {t.reference.criteria.map((c) => (
          <li key={c} className="rounded-3xl bg-paper p-6 text-lg leading-relaxed shadow-sm">
            <RichText text={c} />
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-prose text-lg leading-relaxed">{t.reference.regions}</p>
    </PageSection>
  );
}

function Cta({ t }: { t: Texts }) {
  const to = useTo();
  const me = useMe();
  return (
    <CallToAction id="cta-title" title={t.cta.title} text={t.cta.text}>
      <Link className="btn btn-primary" to={to("methodology")}>
        {t.cta.methodology}
      </Link>
      {!me && (
        <Link className="btn btn-secondary" to={to("signup")}>
          {t.cta.signup}
        </Link>
      )}
    </CallToAction>
  );
}
