import { describe, expect, it } from "vitest";
import { Vigil } from "./client";
import { VigilError } from "./core/errors";

describe("Vigil", () => {
  it("passes its options to every request", async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const vigil = new Vigil({
      baseUrl: "https://vigil.example/",
      apiKey: "vgl_abc",
      defaultHeaders: { "x-team": "search" },
      fetch: async (url, init) => {
        seen.push({ url, headers: new Headers(init.headers) });
        return new Response(JSON.stringify({ success: true, data: { id: "agent_1" } }), {
          headers: { "content-type": "application/json" },
        });
      },
    });
    expect(vigil.baseUrl).toBe("https://vigil.example");
    await expect(vigil.agents.get("agent_1")).resolves.toEqual({ id: "agent_1" });
    expect(seen[0]?.url).toBe("https://vigil.example/api/agents/agent_1");
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer vgl_abc");
    expect(seen[0]?.headers.get("x-team")).toBe("search");
  });

  it("exposes one namespace per API area", () => {
    const vigil = new Vigil({ baseUrl: "http://127.0.0.1:4318" });
    for (const name of [
      "health",
      "auth",
      "apiKeys",
      "agents",
      "departments",
      "agentConfigs",
      "traces",
      "sessions",
      "traceEvaluations",
      "otlp",
    ]) {
      expect(vigil).toHaveProperty(name);
    }
  });

  it("refuses a baseUrl without a scheme", () => {
    expect(() => new Vigil({ baseUrl: "127.0.0.1:4318" })).toThrow(VigilError);
  });

  it("refuses recorder options out of range", () => {
    expect(
      () => new Vigil({ baseUrl: "http://127.0.0.1:4318", recorder: { maxQueue: 0 } }),
    ).toThrow(VigilError);
  });

  it("resolves flush and shutdown at once when nothing was recorded", async () => {
    const vigil = new Vigil({ baseUrl: "http://127.0.0.1:4318" });
    await expect(vigil.flush()).resolves.toBeUndefined();
    await expect(vigil.shutdown()).resolves.toBeUndefined();
  });
});
