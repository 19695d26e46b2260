import type { ReactNode } from "react";
import type { DocSection } from "../../i18n/content/types.ts";
import { Blocks } from "./Blocks.tsx";

/** One section of a long document (legal pages, dossier) with its subsections, each an anchor of the index. */
export function DocSectionView({ section, className = "", footer }: { section: DocSection; className?: string; footer?: ReactNode }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className={`doc-section ${className}`}>
      <h2 id={`${section.id}-title`}>{section.heading}</h2>
      <Blocks blocks={section.blocks} />
      {section.subsections?.map((sub) => (
        <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-title`} className="mt-6 scroll-mt-6">
          <h3 id={`${sub.id}-title`} className="text-xl font-bold text-navy">
            {sub.heading}
          </h3>
          <Blocks blocks={sub.blocks} />
        </section>
      ))}
      {footer}
    </section>
  );
}
