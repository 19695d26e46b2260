import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { BlockSection, Heading, Paragraphs } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/**
 * Steps shown one at a time, with Previous and Next. Every step sits in the same grid cell and only the
 * current one is visible, so the block is as tall as its longest step and nothing below moves. After a
 * move the new step's heading takes the focus, so a screen reader reads it and Tab goes on from there.
 */
export function StepsBlock({ block, level }: BlockProps<"steps">) {
  const { t } = useTranslation();
  const { title, steps } = block.content;
  const [current, setCurrent] = useState(0);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headings.current[current]?.focus();
  }, [current]);
  const go = (step: number) => {
    moved.current = true;
    setCurrent(step);
  };
  const sub = level === 2 ? 3 : 4;
  return (
    <BlockSection block={block} title={title} level={level}>
      <div className="steps">
        {steps.map((step, i) => (
          <div key={`${i}-${step.title}`} className={`step-card${i === current ? " is-current" : ""}`}>
            <p className="step-progress">{t("courses.blocks.steps.progress", { current: i + 1, total: steps.length })}</p>
            <Heading
              level={sub}
              tabIndex={-1}
              className="step-title"
              ref={(element) => {
                headings.current[i] = element;
              }}
            >
              {step.title}
            </Heading>
            <Paragraphs text={step.text} />
          </div>
        ))}
      </div>
      <div className="steps-nav">
        <button type="button" className="btn btn-secondary" disabled={current === 0} onClick={() => go(current - 1)}>
          {t("courses.blocks.steps.previous")}
        </button>
        <div className="steps-dots" aria-hidden="true">
          {steps.map((step, i) => (
            <span key={`${i}-${step.title}`} className={i === current ? "is-current" : undefined} />
          ))}
        </div>
        <button type="button" className="btn btn-primary" disabled={current === steps.length - 1} onClick={() => go(current + 1)}>
          {t("courses.blocks.steps.next")}
        </button>
      </div>
    </BlockSection>
  );
}
