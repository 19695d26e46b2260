import type { ReactNode } from "react";

/** Centred column with the page gutters used by the content pages. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={className ? `wrap ${className}` : "wrap"}>{children}</div>;
}

type Tone = "cream" | "paper" | "sun" | "mint";
const TONES: Record<Tone, string> = {
  cream: "bg-cream",
  paper: "bg-paper",
  sun: "bg-sun/25",
  mint: "bg-mint/15",
};

/** A landmark section named by its h2 (aria-labelledby), with an optional introduction. */
export function PageSection({
  id,
  title,
  intro,
  tone = "cream",
  children,
  center = false,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: Tone;
  children: ReactNode;
  center?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`band ${TONES[tone]}`}>
      <Container>
        <div className={center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
          <h2 id={`${id}-title`} className="band-title">
            {title}
          </h2>
          {intro && <p className="band-intro">{intro}</p>}
        </div>
        <div className={intro ? "mt-10" : "mt-6"}>{children}</div>
      </Container>
    </section>
  );
}

/** The top of a content page: eyebrow, the page's one h1, a lead and an optional illustration. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-linear-to-b from-sun/30 via-cream to-cream">
      <Container className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-16 xl:gap-16 xl:py-20">
        <div>
          <p className="inline-block rounded-full bg-paper px-4 py-1 text-sm font-bold uppercase tracking-wide text-coral shadow-sm">
            {eyebrow}
          </p>
          <h1 className="mt-5 text-4xl font-black leading-tight tracking-tight text-navy md:text-5xl xl:text-[3.5rem]">{title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink md:text-xl">{lead}</p>
          {children}
        </div>
        {image && <div className="mx-auto w-full max-w-md md:max-w-none">{image}</div>}
      </Container>
    </div>
  );
}

/** A decorative or informative illustration from public/images, with its intrinsic size. */
export function Illustration({
  src,
  alt,
  width,
  height,
  eager = false,
  className = "",
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}

/** The closing call to action of a content page: a title, a line of text and its buttons. */
export function CallToAction({
  id,
  title,
  text,
  tone = "paper",
  children,
}: {
  id: string;
  title: string;
  text: string;
  tone?: "paper" | "cream";
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`band ${tone === "cream" ? "bg-cream" : "bg-paper"}`}>
      <Container className="text-center">
        <h2 id={id} className="text-3xl font-extrabold text-navy md:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Container>
    </section>
  );
}
