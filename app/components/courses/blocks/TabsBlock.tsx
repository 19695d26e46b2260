import { type KeyboardEvent, useRef, useState } from "react";
import { BlockSection, Paragraphs, titleIdOf } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (the selected tab), arrow keys move along the row
 * (wrapping), Home and End go to the ends. The panels share one grid cell, only the selected one visible, so
 * the block keeps the height of its longest panel.
 */
export function TabsBlock({ block, level }: BlockProps<"tabs">) {
  const { title, tabs } = block.content;
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = (part: string, i: number) => `block-${block.id}-${part}-${i}`;
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? i === last
          ? 0
          : i + 1
        : event.key === "ArrowLeft"
          ? i === 0
            ? last
            : i - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };
  return (
    <BlockSection block={block} title={title} level={level}>
      <div role="tablist" className="course-tabs" aria-labelledby={title ? titleIdOf(block) : undefined}>
        {tabs.map((tab, i) => (
          <button
            key={`${i}-${tab.label}`}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={id("tab", i)}
            aria-selected={i === selected}
            aria-controls={id("panel", i)}
            tabIndex={i === selected ? 0 : -1}
            className="course-tab"
            onClick={() => setSelected(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="course-tabpanels">
        {tabs.map((tab, i) => (
          <div
            key={`${i}-${tab.label}`}
            role="tabpanel"
            id={id("panel", i)}
            aria-labelledby={id("tab", i)}
            tabIndex={i === selected ? 0 : -1}
            className={`course-tabpanel${i === selected ? " is-current" : ""}`}
          >
            <Paragraphs text={tab.text} />
          </div>
        ))}
      </div>
    </BlockSection>
  );
}
