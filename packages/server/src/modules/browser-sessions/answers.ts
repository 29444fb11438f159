import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../context";
import { AppError, type ErrorDetails } from "../../http/errors";

/** Headers for every answer of the login pages: never cached, never leak the URL's token. */
export const LOGIN_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
} as const;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
}

/** A browser that asks for HTML (a followed link) gets a page; anything else the JSON envelope. */
function wantsHtml(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").includes("text/html");
}

/**
 * A login failure as a small page for browsers or the spec's error envelope for API clients,
 * with what to do next.
 */
export function loginProblem(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  code: string,
  text: string,
  details?: ErrorDetails,
): Response {
  if (!wantsHtml(c)) {
    const error = new AppError(status, code, text, details, { ...LOGIN_HEADERS });
    return error.getResponse();
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vigil: cannot log in</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
@media (prefers-color-scheme: dark){body{background:#111;color:#eee}}code{font-size:1.05em}</style></head>
<body><main><h1>Cannot log in</h1><p>${escapeHtml(text)}</p><p>Error code: <code>${escapeHtml(code)}</code>; request id: <code>${escapeHtml(c.env.requestId)}</code></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=UTF-8", ...LOGIN_HEADERS },
  });
}
