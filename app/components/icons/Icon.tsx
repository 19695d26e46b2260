/**
 * A decorative line icon: one of shapes.ts, drawn by app.css's `.icon` (24 px, round strokes of 2 in the text's
 * colour) unless classes size, colour or fill it. Hidden from assistive technology: what it shows is said in text.
 */
export function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
