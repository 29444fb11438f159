import { UserError } from "./errors";

/** Where a command that talks to a running server finds it without --url or VIGIL_URL. */
export const DEFAULT_URL = "http://127.0.0.1:4318";

/** A server client of three calls: plain fetch, errors turned into what to do next. */
export function client(baseUrl: string, apiKey: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new UserError(
        `cannot reach Vigil at ${baseUrl} (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`,
        "start it with vigil serve, or pass --url / VIGIL_URL",
      );
    }
    if (response.ok) return response;
    const text = await response.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
    } catch {}
    const hint =
      response.status === 401
        ? "check --api-key or VIGIL_API_KEY"
        : response.status === 429
          ? `retry in ${response.headers.get("retry-after") ?? "a few"} seconds`
          : undefined;
    throw new UserError(`${method} ${path} answered ${response.status}: ${message}`, hint);
  };
  return {
    post: async <T>(path: string, body: unknown) =>
      (await (await call("POST", path, body)).json()) as T,
    get: async <T>(path: string) => (await (await call("GET", path)).json()) as T,
    download: (path: string) => call("GET", path),
  };
}

/** The flags of every command that talks to a running server. */
export interface ServerFlags {
  url?: string;
  apiKey?: string;
}

/** A client for --url / VIGIL_URL and --api-key / VIGIL_API_KEY; no key is a user error. */
export function connect(env: NodeJS.ProcessEnv, flags: ServerFlags) {
  const apiKey = flags.apiKey ?? env.VIGIL_API_KEY;
  if (!apiKey) throw new UserError("no API key", "pass --api-key or set VIGIL_API_KEY");
  return client(flags.url ?? env.VIGIL_URL ?? DEFAULT_URL, apiKey);
}
