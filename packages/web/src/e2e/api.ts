/** A tiny JSON client over a key, for tests that seed data the way an agent or script does. */
export function apiClient(url: string, key: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { data?: T; error?: unknown };
    if (!res.ok)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data as T;
  }
  return {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, body: unknown) => call<T>("POST", path, body),
    patch: <T>(path: string, body: unknown) => call<T>("PATCH", path, body),
  };
}
