import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";

/** Paths the dashboard never answers: the API, OTLP and the login flow keep their own 404s. */
const RESERVED = [/^\/api(\/|$)/, /^\/v1(\/|$)/, /^\/login(\/|$)/];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=UTF-8",
  ".js": "text/javascript; charset=UTF-8",
  ".mjs": "text/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
};

/** Vite names every file under assets/ by its content hash, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html names the current hashes: a browser must revalidate it on every visit. */
const REVALIDATE = "no-cache";

/**
 * The dashboard's pages are the app's own code; the API is same-origin. Inline styles are
 * allowed because the chart library positions its elements with style attributes.
 */
const HTML_HEADERS = {
  "content-security-policy":
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  // A login link's token must not leak to another site through Referer.
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

async function fileAt(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under root that a URL path names, or null when it would leave root. */
function within(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const full = resolve(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : null;
}

async function answer(path: string, method: string, cache: string): Promise<Response> {
  const type = TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
  const body = method === "HEAD" ? null : await readFile(path);
  const headers: Record<string, string> = {
    "content-type": type,
    "cache-control": cache,
    "x-content-type-options": "nosniff",
  };
  if (type.startsWith("text/html")) Object.assign(headers, HTML_HEADERS);
  return new Response(body, { status: 200, headers });
}

/**
 * Serves a built single-page app from `root`: a file when the path names one, else the app's
 * index.html so deep links work, except under /api, /v1 and /login and for missing assets.
 * Returns null when the request is not the site's to answer.
 * @example const site = staticSite("/opt/vigil/web"); const res = await site("GET", "/traces");
 */
export function staticSite(
  root: string,
): (method: string, urlPath: string) => Promise<Response | null> {
  const base = resolve(root);
  const index = join(base, "index.html");
  return async (method, urlPath) => {
    if (method !== "GET" && method !== "HEAD") return null;
    if (RESERVED.some((pattern) => pattern.test(urlPath))) return null;
    const file = within(base, urlPath);
    if (file === null) return null;
    if (file !== base && (await fileAt(file))) {
      return answer(
        file,
        method,
        file.startsWith(join(base, "assets") + sep) ? IMMUTABLE : REVALIDATE,
      );
    }
    // A missing hashed asset is a stale page asking for an old build: a 404, not HTML.
    if (urlPath.startsWith("/assets/") || extname(urlPath) !== "") return null;
    if (!(await fileAt(index))) return null;
    return answer(index, method, REVALIDATE);
  };
}
