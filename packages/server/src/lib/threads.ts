import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * Starts a worker thread whose entry is the module at `entry` (its `import.meta.url`): the
 * built bundle as is; the TypeScript source (tests, benches) through tsx's loader, registered
 * in the thread before the module is imported. The module tells its role from `workerData`.
 */
export function startModuleWorker(entry: string, workerData: unknown): Worker {
  const options = { workerData };
  if (!entry.endsWith(".ts")) return new Worker(fileURLToPath(entry), options);
  return new Worker(
    `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})` +
      `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { ...options, eval: true },
  );
}

/**
 * The URL of the module `name` beside `from` (an `import.meta.url`): `name.ts` in the source,
 * `name.js` in the build, where each thread entry is bundled on its own.
 */
export function siblingEntry(from: string, name: string): string {
  return new URL(`./${name}${from.endsWith(".ts") ? ".ts" : ".js"}`, from).href;
}

/** Resolves when the thread runs its code, or has exited (it will not run then). */
export function online(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    worker.once("online", () => resolve());
    worker.once("exit", () => resolve());
  });
}
