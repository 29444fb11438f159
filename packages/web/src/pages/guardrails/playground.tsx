import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { vigil } from "../../api";
import { CopyButton } from "../../components/copy-button";
import { ErrorBox, Loading } from "../../components/states";
import { ms } from "../../format";
import { InlineRedactions, inputFindings } from "./redaction";

const SAMPLE =
  "Hi, I'm Jane Roe (jane.roe@example.com, +1 415 555 0132). My card 4111 1111 1111 1111 was charged twice.";
const ACTION_BADGE = { pass: "ok", flag: "warn", redact: "warn", block: "bad" } as const;

/** Scans pasted text with chosen scanners (or a policy) and shows what each found, inline. */
export function Playground() {
  const scanners = useQuery({ queryKey: ["scanners"], queryFn: () => vigil.guardrails.scanners() });
  const [text, setText] = useState(SAMPLE);
  const [chosen, setChosen] = useState<string[]>(["pii", "secrets"]);
  const scan = useMutation({
    mutationFn: (input: string) => vigil.guardrails.scan({ input, scanners: chosen }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    scan.mutate(text);
  }
  function toggle(name: string, on: boolean) {
    setChosen((now) => (on ? [...now, name].slice(-6) : now.filter((n) => n !== name)));
  }
  const result = scan.data;
  return (
    <section aria-labelledby="playground-title">
      <h2 id="playground-title">Playground</h2>
      <form onSubmit={submit}>
        <label>
          Text to scan
          <textarea
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={100_000}
          />
        </label>
        <fieldset className="toolbar" style={{ border: 0, padding: 0 }}>
          <legend className="muted">Scanners (up to 6)</legend>
          {scanners.isPending && <Loading label="Loading scanners…" />}
          {scanners.isError && <ErrorBox error={scanners.error} />}
          {scanners.data?.scanners.map((s) => (
            <label key={s.name} className="inline" title={s.description}>
              <input
                type="checkbox"
                checked={chosen.includes(s.name)}
                onChange={(e) => toggle(s.name, e.target.checked)}
              />
              {s.name}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          disabled={scan.isPending || chosen.length === 0 || text.trim() === ""}
        >
          {scan.isPending ? "Scanning…" : "Scan"}
        </button>
      </form>
      {scan.isError && <ErrorBox error={scan.error} />}
      {result && (
        <div aria-live="polite">
          <h3>
            Result: <span className={`badge ${ACTION_BADGE[result.action]}`}>{result.action}</span>
          </h3>
          <p className="muted">
            {result.actionReason} · {result.metadata.scannersExecuted} scanners in{" "}
            {ms(result.metadata.totalLatencyMs)}
          </p>
          <InlineRedactions text={scan.variables ?? ""} findings={inputFindings(result)} />
          {result.redactedInput !== undefined && (
            <div className="toolbar">
              <CopyButton text={result.redactedInput} label="Copy redacted text" />
            </div>
          )}
          <table aria-label="Findings">
            <thead>
              <tr>
                <th scope="col">Scanner</th>
                <th scope="col">Action</th>
                <th scope="col">Findings</th>
                <th scope="col" className="num">
                  Latency
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.values(result.results).map((r) => (
                <tr key={r.scanner}>
                  <td>{r.scanner}</td>
                  <td>
                    <span className={`badge ${ACTION_BADGE[r.action]}`}>{r.action}</span>
                  </td>
                  <td>{r.findings.map((f) => f.type).join(", ") || "none"}</td>
                  <td className="num">{ms(r.latencyMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
