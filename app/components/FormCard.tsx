/** The centred card that holds a single form or message screen, titled by its h1. */
export function FormCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div className="form-page">
      <section className="form-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
