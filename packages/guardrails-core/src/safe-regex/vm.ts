import { isWordChar } from "./char-classes";
import { OP_ASSERT, OP_JMP, OP_MATCH, OP_SPLIT, type Program } from "./compile";

/** Called periodically during a search; throws to abandon it (deadline passed). */
export interface WorkBudget {
  check(): void;
}

/** Thread-steps between two budget checks: bounds the work done without looking at the clock. */
const STEPS_PER_CHECK = 20_000;

interface ThreadList {
  pcs: Int32Array;
  starts: Int32Array;
  count: number;
}

function threadList(size: number): ThreadList {
  return { pcs: new Int32Array(size), starts: new Int32Array(size), count: 0 };
}

/**
 * Pike VM: simulates all threads of the program in lock step, one text position at a time, so
 * the work is O(text length × program size) whatever the pattern; there is no backtracking.
 * Threads are kept in priority order, which gives leftmost-first (Perl/JS-like) matches.
 */
export class PikeVm {
  private readonly visited: Uint32Array;
  private readonly stack: Int32Array;
  private generation = 0;
  private clist: ThreadList;
  private nlist: ThreadList;

  constructor(
    private readonly prog: Program,
    private readonly multiline: boolean,
  ) {
    this.visited = new Uint32Array(prog.size);
    this.stack = new Int32Array(prog.size * 2 + 2);
    this.clist = threadList(prog.size);
    this.nlist = threadList(prog.size);
  }

  /** First match at or after `from`, as [start, end], or null. */
  search(text: string, from: number, budget?: WorkBudget): [number, number] | null {
    const { op } = this.prog;
    const n = text.length;
    let matched: [number, number] | null = null;
    let steps = 0;
    this.clist.count = 0;
    let gen = this.nextGeneration();
    for (let pos = from; pos <= n; pos++) {
      if (matched === null) this.addThread(this.clist, 0, pos, text, pos, gen);
      if (this.clist.count === 0) {
        if (matched !== null) break;
        gen = this.nextGeneration();
        continue;
      }
      const nextGen = this.nextGeneration();
      const code = pos < n ? text.charCodeAt(pos) : -1;
      const list = this.clist;
      this.nlist.count = 0;
      for (let i = 0; i < list.count; i++) {
        const pc = list.pcs[i] as number;
        if (op[pc] === OP_MATCH) {
          matched = [list.starts[i] as number, pos];
          break;
        }
        if (code >= 0 && (this.prog.test[pc] as (c: number) => boolean)(code)) {
          this.addThread(this.nlist, pc + 1, list.starts[i] as number, text, pos + 1, nextGen);
        }
      }
      steps += list.count;
      if (budget && steps >= STEPS_PER_CHECK) {
        steps = 0;
        budget.check();
      }
      this.clist = this.nlist;
      this.nlist = list;
      gen = nextGen;
    }
    return matched;
  }

  private nextGeneration(): number {
    if (this.generation === 0xffffffff) {
      this.visited.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }

  private addThread(
    list: ThreadList,
    pc0: number,
    start: number,
    text: string,
    pos: number,
    gen: number,
  ): void {
    const { op, x, y } = this.prog;
    const stack = this.stack;
    let top = 0;
    stack[top++] = pc0;
    while (top > 0) {
      const pc = stack[--top] as number;
      if (this.visited[pc] === gen) continue;
      this.visited[pc] = gen;
      switch (op[pc]) {
        case OP_JMP:
          stack[top++] = x[pc] as number;
          break;
        case OP_SPLIT:
          stack[top++] = y[pc] as number;
          stack[top++] = x[pc] as number;
          break;
        case OP_ASSERT:
          if (this.holds(pc, text, pos)) stack[top++] = pc + 1;
          break;
        default:
          list.pcs[list.count] = pc;
          list.starts[list.count] = start;
          list.count++;
      }
    }
  }

  private holds(pc: number, text: string, pos: number): boolean {
    const n = text.length;
    switch (this.prog.assertion[pc]) {
      case "start":
        return pos === 0 || (this.multiline && text.charCodeAt(pos - 1) === 10);
      case "end":
        return pos === n || (this.multiline && text.charCodeAt(pos) === 10);
      case "wordBoundary":
        return this.wordAt(text, pos - 1) !== this.wordAt(text, pos);
      default:
        return this.wordAt(text, pos - 1) === this.wordAt(text, pos);
    }
  }

  private wordAt(text: string, i: number): boolean {
    return i >= 0 && i < text.length && isWordChar(text.charCodeAt(i));
  }
}
