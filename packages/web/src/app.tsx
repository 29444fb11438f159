import { lazy, Suspense, useEffect } from "react";
import { isSignedOut, SignIn, useSession, WhoAmI } from "./components/session";
import { ErrorBox, Loading } from "./components/states";
import { Link, match, navigate, useLocation } from "./router";

// Each area is its own chunk: the first load carries only the frame and the page opened.
const TraceList = lazy(() => import("./pages/traces/trace-list"));
const TraceView = lazy(() => import("./pages/traces/trace-view"));
const AgentList = lazy(() => import("./pages/agents/agent-list"));
const AgentDetail = lazy(() => import("./pages/agents/agent-detail"));
const Guardrails = lazy(() => import("./pages/guardrails/guardrails-page"));
const ApiKeys = lazy(() => import("./pages/keys/api-keys-page"));
const Webhooks = lazy(() => import("./pages/webhooks/webhooks-page"));
const IssueList = lazy(() => import("./pages/issues/issue-list"));
const IssueDetail = lazy(() => import("./pages/issues/issue-detail"));
const FixDetail = lazy(() => import("./pages/issues/fix-detail"));
const ShadowTest = lazy(() => import("./pages/issues/shadow-test"));
const RunList = lazy(() => import("./pages/evaluations/run-list"));
const RunDetail = lazy(() => import("./pages/evaluations/run-detail"));
const RunCompare = lazy(() => import("./pages/evaluations/run-compare"));

const NAV: { href: string; label: string; also?: string[] }[] = [
  { href: "/traces", label: "Traces" },
  { href: "/agents", label: "Agents" },
  { href: "/issues", label: "Issues", also: ["/fixes/", "/shadow-tests/"] },
  { href: "/evaluations", label: "Evaluations" },
  { href: "/guardrails", label: "Guardrails" },
  { href: "/api-keys", label: "API keys" },
  { href: "/webhooks", label: "Webhooks & notifications" },
];

function Page({ path }: { path: string }) {
  if (path === "/traces") return <TraceList />;
  const trace = match("/traces/:id", path);
  if (trace) return <TraceView id={trace.id!} />;
  if (path === "/agents") return <AgentList />;
  const agent = match("/agents/:id", path);
  if (agent) return <AgentDetail id={agent.id!} />;
  if (path === "/issues") return <IssueList />;
  const issue = match("/issues/:id", path);
  if (issue) return <IssueDetail id={issue.id!} />;
  const fix = match("/fixes/:id", path);
  if (fix) return <FixDetail id={fix.id!} />;
  const shadow = match("/shadow-tests/:id", path);
  if (shadow) return <ShadowTest id={shadow.id!} />;
  if (path === "/evaluations") return <RunList />;
  // Before /evaluations/:id, which would take "compare" for a run id.
  if (path === "/evaluations/compare") return <RunCompare />;
  const run = match("/evaluations/:id", path);
  if (run) return <RunDetail id={run.id!} />;
  if (path === "/guardrails") return <Guardrails />;
  if (path === "/api-keys") return <ApiKeys />;
  if (path === "/webhooks") return <Webhooks />;
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{path}</code>. <Link href="/traces">Go to the traces</Link>.
      </p>
    </section>
  );
}

/** The page once the session is known: a sign-in page without one, an error box on failure. */
function Signed({ path }: { path: string }) {
  const session = useSession();
  if (session.isPending) return <Loading label="Checking your session…" />;
  if (session.isError) {
    return isSignedOut(session.error) ? (
      <SignIn error={session.error} />
    ) : (
      <ErrorBox error={session.error} />
    );
  }
  return <Page path={path} />;
}

export function App() {
  const { path } = useLocation();
  useEffect(() => {
    if (path === "/") navigate("/traces", { replace: true });
  }, [path]);
  const section = NAV.find(
    (item) =>
      path === item.href ||
      path.startsWith(`${item.href}/`) ||
      item.also?.some((prefix) => path.startsWith(prefix)),
  );
  useEffect(() => {
    document.title = section ? `${section.label} · Vigil` : "Vigil";
  }, [section]);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <Link href="/traces" className="brand">
          Vigil
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={section === item ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <WhoAmI />
      </header>
      <main id="main">
        <Suspense fallback={<Loading />}>
          <Signed path={path === "/" ? "/traces" : path} />
        </Suspense>
      </main>
    </div>
  );
}
