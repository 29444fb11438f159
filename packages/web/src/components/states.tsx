import type { ReactNode } from "react";
import { describeError } from "../api";

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** An API error with its code and the request id to quote when reporting it. */
export function ErrorBox({ error }: { error: unknown }) {
  const shown = describeError(error);
  return (
    <div className="error-box" role="alert">
      <strong>{shown.title}</strong>
      <p>{shown.message}</p>
      {shown.requestId && (
        <p className="muted">
          Request id: <code>{shown.requestId}</code>
        </p>
      )}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="empty" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
