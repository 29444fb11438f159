/** A row of headline figures, e.g. success rate and latency percentiles. */
export function Cards({ label, items }: { label: string; items: [string, string][] }) {
  return (
    <section className="cards" aria-label={label}>
      {items.map(([name, value]) => (
        <div className="card" key={name}>
          <div className="label">{name}</div>
          <div className="value">{value}</div>
        </div>
      ))}
    </section>
  );
}
