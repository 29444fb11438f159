import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { APIError } from "@vigil/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./styles.css";

const queries = new QueryClient({
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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
