/**
 * Node options `vigil serve` runs with. A young generation of 64 MB semi-spaces instead of
 * V8's default 16 MB: trace ingestion makes many short-lived objects per batch, and with the
 * default they outlive a scavenge while the batch waits for the writer, get copied into the
 * old generation and cost a full collection later. Measured with `pnpm bench:ingest`
 * (OTLP protobuf): 54–69 µs of server CPU per span instead of 72–82. The young generation grows to this size only under load.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];

/** Whether `flags` (process.execArgv, NODE_OPTIONS words) already set what SERVER_NODE_FLAGS set. */
export function hasServerNodeFlags(flags: readonly string[]): boolean {
  return SERVER_NODE_FLAGS.every((wanted) => {
    const name = wanted.split("=")[0] as string;
    return flags.some((flag) => flag === name || flag.startsWith(`${name}=`));
  });
}
