const STOP_SIGNALS = ["SIGINT", "SIGTERM"] as const;

/** Set in the environment of the child Node that `vigil serve` relaunches itself as. */
export const RELAUNCHED_ENV = "VIGIL_RELAUNCHED";

/** What stopSignal resolves with when the `vigil` process that relaunched this one is gone. */
export const DISCONNECTED = "disconnect";

/**
 * Resolves on the first SIGINT or SIGTERM, then removes its listeners so a second signal
 * gets Node's default behaviour and ends the process at once (an impatient Ctrl-C works).
 * A server that `vigil serve` relaunched (see relaunch.ts) also stops, as after SIGTERM, when
 * the IPC channel to that process closes: it is gone, and nothing would pass a signal on.
 */
export function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (reason: string) => {
      for (const name of STOP_SIGNALS) process.removeListener(name, stop);
      process.removeListener("disconnect", onDisconnect);
      resolve(reason);
    };
    const onDisconnect = () => stop(DISCONNECTED);
    for (const name of STOP_SIGNALS) process.once(name, stop);
    if (process.env[RELAUNCHED_ENV] === "1" && process.connected) {
      process.once("disconnect", onDisconnect);
    }
  });
}
