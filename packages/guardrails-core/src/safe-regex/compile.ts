import type { CharTest } from "./char-classes";
import { type Assertion, type RegexNode, RegexSyntaxError } from "./parse";

export const OP_CHAR = 0;
export const OP_SPLIT = 1;
export const OP_JMP = 2;
export const OP_ASSERT = 3;
export const OP_MATCH = 4;

/** Instructions of a Thompson/Pike program, struct-of-arrays. */
export interface Program {
  size: number;
  op: Uint8Array;
  /** SPLIT: preferred target; JMP: target. */
  x: Int32Array;
  /** SPLIT: other target. */
  y: Int32Array;
  test: Array<CharTest | undefined>;
  assertion: Array<Assertion | undefined>;
}

/** Largest program the compiler emits; bounded repetition expands, so this caps `{n,m}`. */
export const MAX_PROGRAM_SIZE = 20_000;

interface Inst {
  op: number;
  x: number;
  y: number;
  test?: CharTest;
  assertion?: Assertion;
}

class Emitter {
  readonly insts: Inst[] = [];

  emit(inst: Inst): number {
    if (this.insts.length >= MAX_PROGRAM_SIZE) {
      throw new RegexSyntaxError("pattern too complex (bounded repetition expands too far)");
    }
    this.insts.push(inst);
    return this.insts.length - 1;
  }

  at(pc: number): Inst {
    return this.insts[pc] as Inst;
  }

  get pc(): number {
    return this.insts.length;
  }

  node(n: RegexNode): void {
    switch (n.kind) {
      case "char":
        this.emit({ op: OP_CHAR, x: 0, y: 0, test: n.test });
        return;
      case "assert":
        this.emit({ op: OP_ASSERT, x: 0, y: 0, assertion: n.assertion });
        return;
      case "seq":
        for (const item of n.items) this.node(item);
        return;
      case "alt":
        this.alt(n.options);
        return;
      case "repeat":
        this.repeat(n.node, n.min, n.max, n.lazy);
        return;
    }
  }

  private alt(options: RegexNode[]): void {
    const jumps: number[] = [];
    options.forEach((option, i) => {
      if (i < options.length - 1) {
        const split = this.emit({ op: OP_SPLIT, x: 0, y: 0 });
        this.at(split).x = this.pc;
        this.node(option);
        jumps.push(this.emit({ op: OP_JMP, x: 0, y: 0 }));
        this.at(split).y = this.pc;
      } else {
        this.node(option);
      }
    });
    for (const j of jumps) this.at(j).x = this.pc;
  }

  private split(lazy: boolean, body: number, exit: number): Inst {
    return lazy ? { op: OP_SPLIT, x: exit, y: body } : { op: OP_SPLIT, x: body, y: exit };
  }

  private repeat(node: RegexNode, min: number, max: number, lazy: boolean): void {
    for (let i = 0; i < min; i++) this.node(node);
    if (max === Infinity) {
      const loop = this.emit({ op: OP_SPLIT, x: 0, y: 0 });
      this.node(node);
      this.emit({ op: OP_JMP, x: loop, y: 0 });
      Object.assign(this.at(loop), this.split(lazy, loop + 1, this.pc));
      return;
    }
    const splits: number[] = [];
    for (let i = min; i < max; i++) {
      splits.push(this.emit({ op: OP_SPLIT, x: 0, y: 0 }));
      this.node(node);
    }
    const exit = this.pc;
    for (const s of splits) Object.assign(this.at(s), this.split(lazy, s + 1, exit));
  }
}

/** Compiles a syntax tree to a program ending in MATCH. */
export function compile(root: RegexNode): Program {
  const e = new Emitter();
  e.node(root);
  e.emit({ op: OP_MATCH, x: 0, y: 0 });
  const size = e.insts.length;
  const program: Program = {
    size,
    op: new Uint8Array(size),
    x: new Int32Array(size),
    y: new Int32Array(size),
    test: new Array(size),
    assertion: new Array(size),
  };
  e.insts.forEach((inst, pc) => {
    program.op[pc] = inst.op;
    program.x[pc] = inst.x;
    program.y[pc] = inst.y;
    program.test[pc] = inst.test;
    program.assertion[pc] = inst.assertion;
  });
  return program;
}
