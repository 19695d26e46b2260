import { Icon } from "../../components/icons/Icon.tsx";
import {
  check,
  compass,
  flaskConical,
  gamepad2,
  heartHandshake,
  megaphone,
  mousePointer2,
  rocket,
  trophy,
} from "../../components/icons/shapes.ts";
import { Link } from "react-router";
import { CallToAction, Container, Illustration, PageHero, PageSection } from "../../components/content/Page.tsx";
import { getContent } from "../../i18n/content/index.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import { Kept } from "../../lib/kept.tsx";
import { keep, page } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/methodology";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "methodology");

/** The page's texts, kept out of a document's data (lib/kept.tsx). */
export function loader({ context }: Route.LoaderArgs) {
  return keep(context, "methodology", getContent(page(context).lang, "methodology"));
}

type Texts = NonNullable<Route.ComponentProps["loaderData"]>;
type PrincipleKey = keyof Texts["principles"]["items"];

const PRINCIPLES: [PrincipleKey, string, string][] = [
  ["play", gamepad2, "bg-sun-soft"],
  ["experiment", flaskConical, "bg-mint-soft"],
  ["challenges", trophy, "bg-coral-soft"],
  ["projects", rocket, "bg-frost"],
];
const ROLE_ICONS = [mousePointer2, compass, megaphone];

export default function Methodology({ loaderData }: Route.ComponentProps) {
  return (
    <Kept name="methodology" value={loaderData}>
      {(t: Texts) => <MethodologyPage t={t} />}
    </Kept>
  );
}

function MethodologyPage({ t }: { t: Texts }) {
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        image={<Illustration src="/images/methodology.svg" alt="" width={520} height={420} eager />}
      />
      <PageSection id="principles" title={t.principles.title} intro={t.principles.intro} tone="paper">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PRINCIPLES.map(([key, icon, tone]) => (
            <li key={key} className="rounded-3xl bg-cream p-6">
              <span className={`inline-flex size-14 items-center justify-center rounded-2xl text-navy ${tone}`}>
                <Icon d={icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-extrabold text-navy">{t.principles.items[key].title}</h3>
              <p className="mt-3 leading-relaxed">{t.principles.items[key].text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <Session t={t} />
      <Ages t={t} />
      <Classroom t={t} />
      <PageSection id="evaluation" title={t.evaluation.title} tone="paper">
        <div className="max-w-prose space-y-4 text-lg leading-relaxed">
          {t.evaluation.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </PageSection>
      <Together t={t} />
      <Cta t={t} />
    </>
  );
}

function Session({ t }: { t: Texts }) {
  return (
    <PageSection id="session" title={t.session.title} intro={t.session.intro}>
      <ol className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
        {t.session.steps.map((step, i) => (
          <li key={step.title} className="rounded-3xl bg-paper p-5 shadow-sm ring-1 ring-line">
            <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-navy font-black text-paper">
              {i + 1}
            </span>
            <h3 className="mt-3 text-lg font-extrabold text-navy">{step.title}</h3>
            <p className="mt-2 leading-relaxed">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

function Ages({ t }: { t: Texts }) {
  return (
    <PageSection id="ages" title={t.ages.title} intro={t.ages.intro} tone="paper">
      <div className="grid gap-6 md:grid-cols-2">
        {t.ages.segments.map((segment, i) => (
          <section
            key={segment.title}
            aria-labelledby={`segment-${i}`}
            className={`rounded-3xl p-6 xl:p-8 ${i === 0 ? "bg-sun/25" : "bg-mint/15"}`}
          >
            <h3 id={`segment-${i}`} className="text-2xl font-extrabold text-navy">
              {segment.title}
            </h3>
            <p className="mt-3 text-lg leading-relaxed">{segment.text}</p>
            <ul className="mt-5 space-y-2">
              {segment.points.map((point) => (
                <li key={point} className="flex gap-3 leading-relaxed">
                  <Icon d={check} className="mt-1 size-5 shrink-0 text-teal" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageSection>
  );
}

function Classroom({ t }: { t: Texts }) {
  return (
    <PageSection id="classroom" title={t.classroom.title} intro={t.classroom.text}>
      <div className="grid items-center gap-10 xl:grid-cols-[1fr_22rem]">
        <div>
          <ul className="grid gap-4 md:grid-cols-3">
            {t.classroom.roles.map((role, i) => (
              <li key={role.title} className="rounded-3xl bg-paper p-5 shadow-sm ring-1 ring-line">
                <Icon d={ROLE_ICONS[i] ?? compass} className="size-7 text-coral" />
                <h3 className="mt-3 text-lg font-extrabold text-navy">{role.title}</h3>
                <p className="mt-2 leading-relaxed">{role.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 max-w-prose text-lg leading-relaxed">{t.classroom.note}</p>
        </div>
        <Illustration src="/images/classroom.svg" alt="" width={420} height={360} className="mx-auto max-w-xs xl:max-w-none" />
      </div>
    </PageSection>
  );
}

function Together({ t }: { t: Texts }) {
  const blocks = [
    { id: "families", title: t.families.title, text: t.families.text, items: t.families.tips },
    { id: "teachers", title: t.teachers.title, text: t.teachers.text, items: t.teachers.points },
  ];
  return (
    <div className="band bg-cream">
      <Container className="grid gap-6 md:grid-cols-2">
        {blocks.map((block) => (
          <section
            key={block.id}
            aria-labelledby={`${block.id}-title`}
            className="rounded-3xl bg-paper p-6 shadow-sm ring-1 ring-line xl:p-8"
          >
            <h2 id={`${block.id}-title`} className="text-2xl font-extrabold text-navy md:text-3xl">
              {block.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed">{block.text}</p>
            <ul className="mt-5 list-disc space-y-2 pl-6 leading-relaxed marker:text-coral">
              {block.items.map((item) => (
                <li key={item} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="wellbeing-title" className="flex gap-5 rounded-3xl bg-navy p-6 text-paper md:col-span-2 xl:p-8">
          <Icon d={heartHandshake} className="size-10 shrink-0 text-sun" />
          <div>
            <h2 id="wellbeing-title" className="text-2xl font-extrabold text-paper md:text-3xl">
              {t.wellbeing.title}
            </h2>
            <p className="mt-3 max-w-prose text-lg leading-relaxed">{t.wellbeing.text}</p>
          </div>
        </section>
      </Container>
    </div>
  );
}

function Cta({ t }: { t: Texts }) {
  const to = useTo();
  const me = useMe();
  return (
    <CallToAction id="cta-title" title={t.cta.title} text={t.cta.text}>
      <Link className="btn btn-primary" to={to("introduction")}>
        {t.cta.introduction}
      </Link>
      {!me && (
        <Link className="btn btn-secondary" to={to("signup")}>
          {t.cta.signup}
        </Link>
      )}
    </CallToAction>
  );
}
