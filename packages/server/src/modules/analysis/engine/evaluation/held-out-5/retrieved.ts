/**
 * A retrieval that returned only some of a domain's chunks, in its own order (1-based positions
 * of `chunks`): most answers see every chunk of their domain, these see the ones that answer
 * plus a distractor or two, as a real top-k retriever would return them.
 */
export function retrieved(chunks: readonly string[], ...at: number[]): string[] {
  return at.map((n) => {
    const chunk = chunks[n - 1];
    if (chunk === undefined) throw new Error(`no chunk ${n} among ${chunks.length}`);
    return chunk;
  });
}
