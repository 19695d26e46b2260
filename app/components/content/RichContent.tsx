/**
 * Rich content a user wrote (a forum theme, a bulletin post), as the server stored it: the output of its
 * sanitiser (server/services/contributions/rich-text.ts, decision 030), so it is written into the page as
 * it is. Never pass anything else: text from anywhere but the stored content goes through React as text.
 * (RichText, beside it, is the catalogue's own content with its `[label](route:…)` marks.)
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
