import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

const credits = (...args: string[]) => runCli(["credits", ...args, "--data-dir", dir.path]);

describe("vigil credits grant", () => {
  it("adds to the initial credits and prints the new balance", async () => {
    const result = await credits("grant", "--company", "acme", "--amount", "50", "--json");
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ companyId: "acme", granted: 50, balance: 1050 });
    const again = await credits("grant", "--company", "acme", "--amount", "2.5");
    expect(again.stdout).toBe("Granted 2.5 credits to acme; balance 1052.5.\n");
    const shown = await credits("balance", "--company", "acme", "--json");
    expect(JSON.parse(shown.stdout)).toEqual({ companyId: "acme", balance: 1052.5 });
  });

  it("starts a new company from VIGIL_CREDITS_INITIAL", async () => {
    const result = await runCli(
      ["credits", "grant", "--company", "c2", "--amount", "1", "--json", "--data-dir", dir.path],
      { env: { VIGIL_CREDITS_INITIAL: "5" } },
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ balance: 6 });
  });

  it("refuses an amount that is not a positive number, naming the form to use", async () => {
    for (const amount of ["0", "-5", "ten", "1.2345"]) {
      const result = await credits("grant", "--company", "acme", "--amount", amount);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("positive number of credits");
    }
    const shown = await credits("balance", "--company", "acme", "--json");
    expect(JSON.parse(shown.stdout)).toEqual({ companyId: "acme", balance: 1000 });
  });

  it("requires --amount", async () => {
    const result = await credits("grant", "--company", "acme");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--amount");
  });
});
