/**
 * Waits until `check` holds, for what happens after the call under test has answered
 * (receivers getting requests, a background thread's work); throws after `timeoutMs`.
 */
export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
