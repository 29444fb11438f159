import type { Span } from "@vigil/sdk";
import { ScrollText } from "../../components/scroll-text";
import { asText, count, ms, when } from "../../format";
import { asMessages, Conversation } from "./conversation";

function Value({ value, label }: { value: unknown; label: string }) {
  if (value === undefined || value === null || value === "")
    return <p className="muted">None recorded.</p>;
  const messages = asMessages(value);
  if (messages) return <Conversation messages={messages} label={label} />;
  return <ScrollText label={label}>{asText(value)}</ScrollText>;
}

/** One span: timing, model and tokens, input and output (as a conversation when they are messages). */
export function SpanDetail({ span }: { span: Span }) {
  const tokens = span.tokens;
  return (
    <section className="detail" aria-label="Span detail">
      <h2>{span.name}</h2>
      <dl className="facts">
        <dt>Type</dt>
        <dd>{span.type}</dd>
        <dt>Status</dt>
        <dd>
          <span
            className={`badge ${span.status === "error" ? "bad" : span.status === "ok" ? "ok" : "neutral"}`}
          >
            {span.status}
          </span>
          {span.statusMessage && <> {span.statusMessage}</>}
        </dd>
        <dt>Latency</dt>
        <dd>{ms(span.latencyMs)}</dd>
        <dt>Started</dt>
        <dd>{when(span.startTime)}</dd>
        {span.model && (
          <>
            <dt>Model</dt>
            <dd>
              <code>{span.model}</code>
            </dd>
          </>
        )}
        {(tokens.input !== null || tokens.output !== null || tokens.total !== null) && (
          <>
            <dt>Tokens</dt>
            <dd>
              {count(tokens.input)} in · {count(tokens.output)} out · {count(tokens.total)} total
            </dd>
          </>
        )}
        <dt>Span id</dt>
        <dd>
          <code>{span.id}</code>
        </dd>
      </dl>
      {span.query && (
        <>
          <h3>Query</h3>
          <pre>{span.query}</pre>
        </>
      )}
      {span.documents && span.documents.length > 0 && (
        <>
          <h3>Retrieved documents</h3>
          <ol className="documents" aria-label="Retrieved documents">
            {span.documents.map((doc, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: documents keep their retrieval order
              <li key={index}>
                <div>
                  <strong>{doc.id ?? `#${index + 1}`}</strong>{" "}
                  {doc.score !== null && (
                    <span className="badge neutral">score {doc.score.toFixed(3)}</span>
                  )}
                </div>
                {doc.content && <div>{doc.content}</div>}
              </li>
            ))}
          </ol>
        </>
      )}
      <h3>Input</h3>
      <Value value={span.input} label="Span input" />
      <h3>Output</h3>
      <Value value={span.output} label="Span output" />
      {Object.keys(span.metadata).length > 0 && (
        <>
          <h3>Metadata</h3>
          <ScrollText label="Span metadata">{asText(span.metadata)}</ScrollText>
        </>
      )}
    </section>
  );
}
