import { useEffect, useRef } from "react";

/**
 * The refused form's summary: a heading and one link per field to fix, in the form's order. It takes the focus
 * when it appears (a screen reader reads it out, the keyboard continues from it); each link moves to its field.
 */
export function ErrorSummary({ title, items, stamp }: { title: string; items: { id: string; text: string }[]; stamp: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  // A new refusal (each answer is a new object) moves the focus again.
  useEffect(() => {
    if (stamp) box.current?.focus();
  }, [stamp]);
  return (
    // biome-ignore lint/a11y/noAutofocus: after a refused post the summary takes the focus, also without JavaScript
    <div ref={box} className="form-alert" role="alert" aria-labelledby="report-summary-title" tabIndex={-1} autoFocus>
      <h2 id="report-summary-title" className="text-lg">
        {title}
      </h2>
      {items.length > 0 && (
        <ul className="mt-2 list-disc pl-6">
          {items.map((item) => (
            <li key={item.id + item.text}>
              <a href={`#${item.id}`} className="underline">
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
