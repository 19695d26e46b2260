/**
 * Long texts from the database: paragraphs separated by blank lines, and lines starting with "## "
 * as section headings. Rendered as text only (React escapes it): no markup from content reaches the page.
 */
export type BodyBlock = { kind: "heading"; text: string; id: string } | { kind: "paragraph"; text: string };

export function parseBody(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  const used = new Set<string>();
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (line.startsWith("## ")) {
        flush();
        const text = line.slice(3).trim();
        if (text) blocks.push({ kind: "heading", text, id: uniqueId(text, used) });
      } else if (line) paragraph.push(line);
    }
    flush();
  }
  return blocks;
}

/** A readable anchor for a heading ("¿Qué es la IA?" → "que-es-la-ia"), unique on the page. */
function uniqueId(text: string, used: Set<string>): string {
  const base =
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "seccion";
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** The blocks of a body; headings are h2 under the page's h1. */
export function Body({ blocks, className = "" }: { blocks: BodyBlock[]; className?: string }) {
  return (
    <div className={`max-w-3xl text-lg leading-relaxed [&>:first-child]:mt-6 ${className}`}>
      {blocks.map((block, i) =>
        block.kind === "heading" ? (
          <h2 key={block.id} id={block.id} className="mt-10 mb-3 text-2xl md:text-3xl">
            {block.text}
          </h2>
        ) : (
          <p key={i} className="mt-4">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
