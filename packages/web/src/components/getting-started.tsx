import { CopyBlock } from "./copy-button";

/** What a newcomer with no traces does next: point an OpenTelemetry exporter here, or curl. */
export function GettingStarted() {
  const origin = window.location.origin;
  const env = [
    `export OTEL_EXPORTER_OTLP_ENDPOINT=${origin}`,
    `export OTEL_EXPORTER_OTLP_HEADERS="Authorization=Bearer vgl_YOUR_KEY"`,
    "export OTEL_SERVICE_NAME=my-agent",
  ].join("\n");
  const span = {
    traceId: "5b8efff798038103d269b633813fc60c",
    spanId: "eee19b7ec3c1b174",
    name: "chat gpt-4o-mini",
    kind: 3,
    startTimeUnixNano: "1767225600000000000",
    endTimeUnixNano: "1767225601200000000",
    attributes: [{ key: "gen_ai.request.model", value: { stringValue: "gpt-4o-mini" } }],
  };
  const body = {
    resourceSpans: [
      {
        resource: { attributes: [{ key: "service.name", value: { stringValue: "my-agent" } }] },
        scopeSpans: [{ spans: [span] }],
      },
    ],
  };
  const curl = [
    `curl -X POST ${origin}/v1/traces \\`,
    `  -H "Authorization: Bearer vgl_YOUR_KEY" -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join("\n");
  return (
    <>
      <p>
        Vigil receives traces over OpenTelemetry (OTLP/HTTP at <code>{origin}/v1/traces</code>,
        OTLP/gRPC on port 4317) or its own API. Make a key on the <a href="/api-keys">API keys</a>{" "}
        page (or with <code>vigil keys create</code>), then set these variables where your agent
        runs:
      </p>
      <CopyBlock label="Environment variables" text={env} />
      <p>Or send a first trace by hand:</p>
      <CopyBlock label="curl command" text={curl} />
    </>
  );
}
