import { SERVER_NODE_FLAGS } from "@vigil/server";
import { describe, expect, it } from "vitest";
import { needsRelaunch } from "./relaunch";

describe("needsRelaunch", () => {
  const flag = SERVER_NODE_FLAGS[0] as string;
  const name = flag.split("=")[0] as string;

  it("relaunches serve only", () => {
    expect(needsRelaunch(["serve", "--port", "0"], [], {})).toBe(true);
    expect(needsRelaunch(["keys", "create"], [], {})).toBe(false);
    expect(needsRelaunch([], [], {})).toBe(false);
  });

  it("keeps the operator's own value, from the command line or NODE_OPTIONS", () => {
    expect(needsRelaunch(["serve"], [`${name}=16`], {})).toBe(false);
    expect(needsRelaunch(["serve"], [], { NODE_OPTIONS: `--enable-source-maps ${name}=8` })).toBe(
      false,
    );
    expect(needsRelaunch(["serve"], ["--cpu-prof"], { NODE_OPTIONS: "--enable-source-maps" })).toBe(
      true,
    );
  });
});
