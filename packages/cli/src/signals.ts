const STOP_SIGNALS = ["SIGINT", "SIGTERM"] as const;

/**
 * Resolves on the first SIGINT or SIGTERM, then removes its listeners so a second signal
 * gets Node's default behaviour and ends the process at once (an impatient Ctrl-C works).
 */
export function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      for (const name of STOP_SIGNALS) process.removeListener(name, onSignal);
      resolve(signal);
    };
    for (const name of STOP_SIGNALS) process.once(name, onSignal);
  });
}
