/** JUnit XML of an evaluation run: one testcase per example (and trial), as CI systems read it. */

export interface JunitResult {
  exampleId: string;
  trial: number;
  input: string;
  actualOutput: string;
  passed: boolean;
  score: number | null;
  reasoning: string;
  latencyMs: number;
  error: string | null;
}

export interface JunitRun {
  id: string;
  name: string;
  evalSetId: string;
  passRate: number | null;
  startedAt: string | null;
  completedAt: string | null;
  results: JunitResult[];
}

// XML 1.0 allows tab, newline, carriage return and characters from U+0020 on (minus surrogates
// and U+FFFE/U+FFFF); anything else makes the file unreadable, so it is dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an XML attribute or element. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function testcase(run: JunitRun, result: JunitResult, trials: number): string {
  const name = trials > 1 ? `${result.exampleId} (trial ${result.trial})` : result.exampleId;
  const open = `    <testcase classname="${escapeXml(`vigil.eval.${run.evalSetId}`)}" name="${escapeXml(name)}" time="${seconds(result.latencyMs)}">`;
  const out = `      <system-out>${escapeXml(`input: ${result.input}\noutput: ${result.actualOutput}\nscore: ${result.score ?? "-"}\n${result.reasoning}`)}</system-out>`;
  if (result.error !== null) {
    return `${open}\n      <error message="${escapeXml(result.error)}" type="target">${escapeXml(result.reasoning)}</error>\n${out}\n    </testcase>`;
  }
  if (!result.passed) {
    return `${open}\n      <failure message="${escapeXml(result.reasoning)}" type="evaluation">${escapeXml(result.reasoning)}</failure>\n${out}\n    </testcase>`;
  }
  return `${open}\n${out}\n    </testcase>`;
}

/**
 * The run as a JUnit document: failures are examples that did not pass, errors those the
 * target never answered.
 * @example await writeFile("eval.xml", junitXml(run));
 */
export function junitXml(run: JunitRun): string {
  const tests = run.results.length;
  const errors = run.results.filter((r) => r.error !== null).length;
  const failures = run.results.filter((r) => !r.passed && r.error === null).length;
  const trials = Math.max(1, ...run.results.map((r) => r.trial));
  const time =
    run.startedAt && run.completedAt
      ? seconds(Date.parse(run.completedAt) - Date.parse(run.startedAt))
      : seconds(run.results.reduce((s, r) => s + r.latencyMs, 0));
  const counts = `tests="${tests}" failures="${failures}" errors="${errors}" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="vigil eval" ${counts}>`,
    `  <testsuite name="${escapeXml(run.name)}" ${counts} skipped="0" timestamp="${escapeXml(run.startedAt ?? "")}">`,
    "    <properties>",
    `      <property name="runId" value="${escapeXml(run.id)}"/>`,
    `      <property name="evalSetId" value="${escapeXml(run.evalSetId)}"/>`,
    `      <property name="passRate" value="${run.passRate ?? ""}"/>`,
    "    </properties>",
    ...run.results.map((r) => testcase(run, r, trials)),
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}
