import type { Block } from "../../i18n/content/types.ts";
import { RichText } from "./RichText.tsx";

/** Paragraphs, lists, definition lists and tables of a content section. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if ("p" in block)
    return (
      <p className="doc-p">
        <RichText text={block.p} />
      </p>
    );
  if ("ul" in block || "ol" in block) {
    const ordered = "ol" in block;
    const items = "ol" in block ? block.ol : block.ul;
    const List = ordered ? "ol" : "ul";
    return (
      <List className={`doc-list ${ordered ? "list-decimal" : "list-disc marker:text-coral"}`}>
        {items.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </List>
    );
  }
  if ("dl" in block) {
    return (
      <dl className="doc-dl mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-paper">
        {block.dl.map((row) => (
          <div key={row.term}>
            <dt>{row.term}</dt>
            <dd className="leading-relaxed">
              <RichText text={row.desc} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    // A focusable region so that keyboard users can scroll a wide table on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
    <section className="mt-4 overflow-x-auto rounded-2xl border border-line bg-paper" aria-label={caption} tabIndex={0}>
      <table className="doc-table w-full min-w-[40rem] border-collapse text-left text-sm md:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy text-paper">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-bold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, j) => {
                const Cell = j === 0 ? "th" : "td";
                return (
                  <Cell key={`${j}-${cell}`} {...(j === 0 ? { scope: "row" } : {})}>
                    <RichText text={cell} />
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
