/** What the last post did (the page's ?done=), announced at the top of the page; nothing when there is none. */
export function Done({ text }: { text: string | null | false }) {
  return (
    text && (
      <p role="status" className="form-success mb-4">
        {text}
      </p>
    )
  );
}
