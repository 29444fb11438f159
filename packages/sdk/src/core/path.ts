/**
 * Builds a request path, percent-encoding every interpolated value as one path segment.
 * @example path`/api/agents/${id}` // "/api/agents/agent_01…"
 */
export function path(strings: TemplateStringsArray, ...values: string[]): string {
  return strings.reduce(
    (built, part, i) => built + part + (i < values.length ? encodeURIComponent(values[i]!) : ""),
    "",
  );
}
