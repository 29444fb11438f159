import { navigate, useLocation, withQuery } from "../router";

/** Previous / next page links of a page-numbered list; the page lives in the address (`page`). */
export function Pager({
  base,
  page,
  hasMore,
  total,
  noun,
}: {
  base: string;
  page: number;
  hasMore: boolean;
  total: number;
  noun: string;
}) {
  const { query } = useLocation();
  const go = (to: number) =>
    navigate(`${base}${withQuery(query, { page: to > 1 ? String(to) : null })}`);
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        ← Previous
      </button>
      <span>
        Page {page} · {total.toLocaleString("en-US")} {noun}
      </span>
      <button type="button" className="secondary" disabled={!hasMore} onClick={() => go(page + 1)}>
        Next →
      </button>
    </nav>
  );
}
