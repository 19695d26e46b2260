import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { BlockSection } from "../BlockSection.tsx";
import { type BlockProps, COURSE_IMAGE } from "../types.ts";

/**
 * A picture with numbered points: each marker (a button placed at the point's x/y percentages) opens the
 * point's text below the picture. The same points follow as an ordered list, for screen readers and for
 * screens too narrow for the markers to be pressed comfortably.
 */
export function InfographicBlock({ block, level }: BlockProps<"infographic">) {
  const { t } = useTranslation();
  const { title, image, imageAlt, points } = block.content;
  const [open, setOpen] = useState<number | null>(null);
  const markers = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = `block-${block.id}-point`;
  const listId = `block-${block.id}-points`;
  const point = open === null ? null : points[open];
  const close = () => {
    const from = open;
    setOpen(null);
    if (from !== null) markers.current[from]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open !== null) {
      event.preventDefault();
      close();
    }
  };
  return (
    <BlockSection block={block} title={title} level={level}>
      <div className="infographic">
        <div className="infographic-figure">
          <img src={image} alt={imageAlt} width={COURSE_IMAGE.width} height={COURSE_IMAGE.height} />
          {points.map((p, i) => (
            <button
              key={`${i}-${p.label}`}
              ref={(element) => {
                markers.current[i] = element;
              }}
              type="button"
              className="infographic-marker"
              style={{ left: `${clamp(p.x)}%`, top: `${clamp(p.y)}%` }}
              aria-label={t("courses.blocks.infographic.point", { number: i + 1, label: p.label })}
              aria-expanded={open === i}
              aria-controls={panelId}
              onClick={() => setOpen(open === i ? null : i)}
              onKeyDown={onKeyDown}
            >
              {i + 1}
            </button>
          ))}
        </div>
        <div id={panelId} className="infographic-panel" hidden={point === null || point === undefined}>
          {point && (
            <>
              <p className="infographic-panel-title">
                <span className="infographic-number" aria-hidden="true">
                  {(open ?? 0) + 1}
                </span>
                {point.label}
              </p>
              <p>{point.text}</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={close} onKeyDown={onKeyDown}>
                {t("courses.blocks.infographic.close")}
              </button>
            </>
          )}
        </div>
      </div>
      <p id={listId} className="sr-only">
        {t("courses.blocks.infographic.points")}
      </p>
      <ol className="infographic-points" aria-labelledby={listId}>
        {points.map((p, i) => (
          <li key={`${i}-${p.label}`}>
            <span className="infographic-number" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <strong>{p.label}</strong> {p.text}
            </span>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}

/** A marker stays on the picture whatever the content says. */
const clamp = (value: number) => Math.min(100, Math.max(0, value));
