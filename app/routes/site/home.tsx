import { canOpen } from "../../../common/access.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import {
  bot,
  brainCircuit,
  check,
  clapperboard,
  cuboid,
  faceSlightlySmiling,
  gamepad2,
  graduationCap,
  heartHandshake,
  house,
  joystick,
  lightbulb,
  mapPin,
  scanEye,
  shieldCheck,
  wifi,
} from "../../components/icons/shapes.ts";
import { Link } from "react-router";
import { CallToAction, Container, Illustration, PageHero, PageSection } from "../../components/content/Page.tsx";
import { LatestNews } from "../../components/publications/LatestNews.tsx";
import { eventCard, newsCard } from "../../components/publications/dates.ts";
import { EventFields, NewsFields } from "../../components/publications/documents.ts";
import { getContent } from "../../i18n/content/index.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { Kept } from "../../lib/kept.tsx";
import { gql, keep, page } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/home";

/** The landing page's "what's new": the latest news and the first events of the default list (coming ones first). */
const HomeNews = graphql(
  `query HomeNews {
    news(page: 1) { items { ...NewsFields } }
    events(when: all, page: 1) { items { ...EventFields } }
  }`,
  [NewsFields, EventFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

/** The texts, plus the latest news and the coming events (one in-process GraphQL call); all kept out of a document's data. */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = page(context);
  const result = await gql(context, HomeNews);
  const now = context.get(serverContext).now();
  const news = (result.data?.news.items ?? []).slice(0, 3).map((item) => newsCard(item, lang));
  const events = (result.data?.events.items ?? [])
    .map((item) => eventCard(item, lang, now))
    .filter((item) => !item.when.past)
    .slice(0, 3);
  return { home: keep(context, "home", { t: getContent(lang, "home"), news, events }) };
}

/** "/" is the same path in both languages: a language switch on it must load the texts again. */
export function shouldRevalidate() {
  return true;
}

type HomeData = NonNullable<Route.ComponentProps["loaderData"]["home"]>;
type Texts = HomeData["t"];
type CategoryKey = keyof Texts["learn"]["categories"];
type RegionKey = keyof Texts["regions"]["names"];

const CATEGORIES: [CategoryKey, string, string][] = [
  ["games", gamepad2, "bg-sun-soft"],
  ["inventions", lightbulb, "bg-mint-soft"],
  ["animation", clapperboard, "bg-coral-soft"],
  ["videogames", joystick, "bg-frost"],
  ["threeD", cuboid, "bg-sun-soft"],
  ["robotics", bot, "bg-mint-soft"],
  ["ar", scanEye, "bg-coral-soft"],
  ["iot", wifi, "bg-frost"],
  ["ai", brainCircuit, "bg-sun-soft"],
  ["safety", shieldCheck, "bg-mint-soft"],
  ["wellbeing", heartHandshake, "bg-coral-soft"],
];

const REGIONS: RegionKey[] = ["andalucia", "madrid", "galicia", "cantabria", "castillaLeon", "baleares", "aragon"];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <Kept name="home" value={loaderData.home}>
      {({ t, news, events }: HomeData) => (
        <>
          <Hero t={t} />
          <Audiences t={t} />
          <Learn t={t} />
          <Steps t={t} />
          <Teachers t={t} />
          <Latest news={news} events={events} />
          <Regions t={t} />
          <Closing t={t} />
        </>
      )}
    </Kept>
  );
}

function Hero({ t }: { t: Texts }) {
  const to = useTo();
  const me = useMe();
  return (
    <PageHero
      eyebrow={t.hero.eyebrow}
      title={t.hero.title}
      lead={t.hero.lead}
      image={<Illustration src="/images/hero.svg" alt={t.hero.imageAlt} width={560} height={410} eager />}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        {me ? (
          <Link className="btn btn-primary" to={to("profile")}>
            {t.hero.myAccount}
          </Link>
        ) : (
          <Link className="btn btn-primary" to={to("signup")}>
            {t.hero.signup}
          </Link>
        )}
        <Link className="btn btn-secondary" to={to("introduction")}>
          {t.hero.discover}
        </Link>
      </div>
    </PageHero>
  );
}

function Audiences({ t }: { t: Texts }) {
  const items = [
    { key: "children", icon: faceSlightlySmiling, tone: "bg-sun-soft", ...t.audiences.children },
    { key: "families", icon: house, tone: "bg-mint-soft", ...t.audiences.families },
    { key: "teachers", icon: graduationCap, tone: "bg-frost", ...t.audiences.teachers },
  ];
  return (
    <PageSection id="audiences" title={t.audiences.title} intro={t.audiences.intro} tone="paper">
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map(({ key, icon, tone, title, text }) => (
          <li key={key} className="audience">
            <span className={`icon-box size-14 ${tone}`}>
              <Icon d={icon} className="size-7" />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function Learn({ t }: { t: Texts }) {
  return (
    <PageSection id="learn" title={t.learn.title} intro={t.learn.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {CATEGORIES.map(([key, icon, tone]) => (
          <li key={key} className="topic-tile">
            <span className={`icon-box size-12 shrink-0 ${tone}`}>
              <Icon d={icon} className="size-6" />
            </span>
            <div>
              <h3>{t.learn.categories[key].title}</h3>
              <p>{t.learn.categories[key].text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function Steps({ t }: { t: Texts }) {
  return (
    <PageSection id="steps" title={t.steps.title} tone="paper" center>
      <ol className="grid gap-6 md:grid-cols-3">
        {t.steps.items.map((step, i) => (
          <li key={step.title} className="step">
            <span aria-hidden="true" className="step-number">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

function Teachers({ t }: { t: Texts }) {
  const to = useTo();
  const me = useMe();
  const licensed = canOpen(me, "my-panel");
  return (
    <section aria-labelledby="teachers-title" className="band bg-cream">
      <Container>
        <div className="grid items-center gap-10 overflow-hidden rounded-[2.5rem] bg-navy p-6 text-paper md:p-10 xl:grid-cols-[1fr_26rem] xl:p-14">
          <div>
            <p className="text-sm font-bold uppercase tracking-wide text-sun">{t.teachers.eyebrow}</p>
            <h2 id="teachers-title" className="mt-2 text-3xl font-extrabold text-paper md:text-4xl">
              {t.teachers.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed">{t.teachers.text}</p>
            <ul className="mt-6 grid gap-3 md:grid-cols-2">
              {t.teachers.points.map((point) => (
                <li key={point} className="flex gap-3 leading-relaxed">
                  <Icon d={check} className="mt-1 size-5 shrink-0 text-mint" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            {!licensed && <p className="mt-6 max-w-2xl font-semibold">{t.teachers.how}</p>}
            <div className="mt-6 flex flex-wrap gap-3">
              {licensed ? (
                <Link className="btn btn-sun" to={to("my-panel")}>
                  {t.teachers.myPanel}
                </Link>
              ) : me ? (
                <Link className="btn btn-sun" to={to("profile", { tab: "configuracion" })}>
                  {t.teachers.addLicence}
                </Link>
              ) : (
                <>
                  <Link className="btn btn-sun" to={to("signup")}>
                    {t.teachers.signup}
                  </Link>
                  <Link className="btn btn-secondary" to={to("access")}>
                    {t.teachers.access}
                  </Link>
                </>
              )}
              <Link
                className="self-center px-2 py-3 font-bold text-paper underline decoration-sun decoration-2 underline-offset-4 hover:text-sun"
                to={to("methodology")}
              >
                {t.teachers.methodology}
              </Link>
            </div>
          </div>
          <Illustration src="/images/classroom.svg" alt="" width={420} height={360} className="mx-auto max-w-sm xl:max-w-none" />
        </div>
      </Container>
    </section>
  );
}

function Regions({ t }: { t: Texts }) {
  return (
    <PageSection id="regions" title={t.regions.title} intro={t.regions.text} tone="paper">
      <div className="grid items-center gap-10 md:grid-cols-[1fr_1.1fr]">
        <Illustration src="/images/regions-map.svg" alt="" width={480} height={400} className="mx-auto max-w-md" />
        <ul aria-label={t.regions.listLabel} className="grid gap-3 sm:grid-cols-2">
          {REGIONS.map((key) => (
            <li key={key} className="region">
              <Icon d={mapPin} className="size-5 shrink-0 text-coral" />
              {t.regions.names[key]}
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

function Closing({ t }: { t: Texts }) {
  const to = useTo();
  return (
    <CallToAction id="closing-title" title={t.closing.title} text={t.closing.text} tone="cream">
      <Link className="btn btn-primary" to={to("introduction")}>
        {t.closing.introduction}
      </Link>
      <Link className="btn btn-secondary" to={to("methodology")}>
        {t.closing.methodology}
      </Link>
    </CallToAction>
  );
}

function Latest(props: React.ComponentProps<typeof LatestNews>) {
  if (props.news.length === 0 && props.events.length === 0) return null;
  return <LatestNews {...props} />;
}
