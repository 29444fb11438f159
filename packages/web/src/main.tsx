import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { APIError } from "@vigil/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { sessionQuery } from "./components/session";
import { agentsQuery } from "./pages/agents/use-agents";
import { listQuery, paramsOf } from "./pages/traces/list-params";
import "./styles.css";

const queries: QueryClient = new QueryClient({
  // A 401 anywhere means the session ended: asking who we are again shows the sign-in page.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (error instanceof APIError && error.status === 401 && query.queryKey[0] !== "session") {
        void queries.invalidateQueries({ queryKey: ["session"] });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A 4xx will not change by asking again; the SDK already retried network errors and 5xx.
      retry: (failures, error) =>
        !(error instanceof APIError && error.status < 500) && failures < 1,
      refetchOnWindowFocus: false,
    },
  },
});

void queries.prefetchQuery(sessionQuery);
// The trace list is the page most opened: its data is requested now, while the page's code
// is still loading, instead of after it.
if (window.location.pathname === "/traces" || window.location.pathname === "/") {
  const params = paramsOf(new URLSearchParams(window.location.search));
  void queries.prefetchQuery(listQuery(params));
  void queries.prefetchQuery(agentsQuery);
  void import("./pages/traces/trace-list");
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
