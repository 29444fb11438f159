import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

const PATH = "/api/trace-evaluation";

/** The fields read directly; the rest are checked with toMatchObject. */
interface Evaluation {
  id: string;
  traceId: string;
  spanId: string | null;
  createdAt: string;
}

interface Page {
  data: Evaluation[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

describe.each(TEST_DIALECTS)("trace evaluations on %s", (dialect) => {
  const clock = manualClock();
  let t: TestApp;
  let key: string;
  let agentA: string;
  let agentB: string;

  const span = (id: string) => ({
    id,
    name: "turn",
    type: "llm",
    startTime: "2026-01-15T10:00:00.000Z",
    endTime: "2026-01-15T10:00:02.000Z",
  });
  const post = (body: unknown, as = key, path = PATH) => t.call("POST", path, { key: as, body });
  const created = async <T>(body: unknown, as = key, path = PATH) =>
    dataOf<T>(await post(body, as, path), 201);
  const newAgent = async (name: string, as = key) =>
    (await created<{ id: string }>({ name }, as, "/api/agents")).id;
  /** A fresh trace per test, so each test sees only its own evaluations. */
  const newTrace = async (agentId = agentA, spanIds = ["s1"], as = key) =>
    (await created<{ traceId: string }>({ agentId, spans: spanIds.map(span) }, as, "/api/traces"))
      .traceId;
  /** Creates an evaluation one second after the previous one, so "newest first" is well defined. */
  const evaluate = (body: Record<string, unknown>, as = key) => {
    clock.advance(1_000);
    return created<Evaluation>(body, as);
  };
  const get = (query: string, as = key) => t.call("GET", `${PATH}?${query}`, { key: as });
  const list = async (query: string, as = key): Promise<Page> => {
    const res = await get(query, as);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${text}`);
    return JSON.parse(text) as Page;
  };
  const stored = (traceId: string) =>
    t.database.db
      .selectFrom("trace_evaluations")
      .selectAll()
      .where("trace_id", "=", traceId)
      .execute();
  const validationField = async (res: Response) =>
    (await expectError(res, 400, "VALIDATION_ERROR")).details?.field;

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    key = await t.key();
    agentA = await newAgent("Agent A");
    agentB = await newAgent("Agent B");
  });
  afterAll(() => t.close());

  describe("creating", () => {
    it("stores a number value as a numeric evaluation without a label", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "helpfulness", value: 0.8 });
      expect(created).toMatchObject({ dataType: "numeric", value: 0.8, label: null });
    });

    it("stores true as a boolean evaluation of 1 labelled true", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "grounded", value: true });
      expect(created).toMatchObject({ dataType: "boolean", value: 1, label: "true" });
    });

    it("stores false as a boolean evaluation of 0 labelled false", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "grounded", value: false });
      expect(created).toMatchObject({ dataType: "boolean", value: 0, label: "false" });
      expect(await stored(traceId)).toMatchObject([{ value: 0, string_value: "false" }]);
    });

    it("stores a label alone as a categorical evaluation without a value", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "topic", label: "refunds" });
      expect(created).toMatchObject({ dataType: "categorical", value: null, label: "refunds" });
    });

    it("keeps a label given with a number value", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "stars", value: 4, label: "good" });
      expect(created).toMatchObject({ dataType: "numeric", value: 4, label: "good" });
    });

    it("stores 1 and 0 as true and false when dataType is boolean", async () => {
      const traceId = await newTrace();
      const one = await evaluate({ traceId, name: "safe", value: 1, dataType: "boolean" });
      const zero = await evaluate({ traceId, name: "safe", value: 0, dataType: "boolean" });
      expect(one).toMatchObject({ dataType: "boolean", value: 1, label: "true" });
      expect(zero).toMatchObject({ dataType: "boolean", value: 0, label: "false" });
    });

    it("reads a true or false label as the value when dataType is boolean", async () => {
      const traceId = await newTrace();
      const yes = await evaluate({ traceId, name: "safe", label: "true", dataType: "boolean" });
      const no = await evaluate({ traceId, name: "safe", label: "false", dataType: "boolean" });
      expect(yes).toMatchObject({ dataType: "boolean", value: 1, label: "true" });
      expect(no).toMatchObject({ dataType: "boolean", value: 0, label: "false" });
    });

    it("treats a label of true as categorical when no dataType is given", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "flag", label: "true" });
      expect(created).toMatchObject({ dataType: "categorical", value: null, label: "true" });
    });

    it("defaults source to api and the optional fields to null or empty", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "helpfulness", value: 1 });
      expect(created).toMatchObject({
        traceId,
        spanId: null,
        name: "helpfulness",
        comment: null,
        source: "api",
        evaluationId: null,
        metadata: {},
      });
    });

    it("keeps the given source, comment, evaluationId and metadata", async () => {
      const traceId = await newTrace();
      const body = {
        traceId,
        name: "tone",
        label: "polite",
        source: "annotation",
        comment: "checked by hand",
        evaluationId: "review-3",
        metadata: { reviewer: "ana", round: 2 },
      };
      expect(await evaluate(body)).toMatchObject(body);
    });

    it("gives the evaluation a te_ id and the clock's time as createdAt", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "helpfulness", value: 1 });
      expect(created.id).toMatch(/^te_[0-9A-Z]{26}$/);
      expect(created.createdAt).toBe(clock.now().toISOString());
    });

    it("stores a 201 evaluation so that it reads back as created", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "helpfulness", value: 0.25, comment: "ok" });
      expect(await stored(traceId)).toMatchObject([
        { id: created.id, company_id: "default", value: 0.25, comment: "ok" },
      ]);
      expect((await list(`traceId=${traceId}`)).data).toEqual([created]);
    });
  });

  describe("spans", () => {
    it("attaches an evaluation to a span of the trace", async () => {
      const traceId = await newTrace(agentA, ["s1", "s2"]);
      const created = await evaluate({ traceId, spanId: "s2", name: "grounded", value: true });
      expect(created.spanId).toBe("s2");
      expect(await stored(traceId)).toMatchObject([{ span_id: "s2" }]);
    });

    it("returns 404 NOT_FOUND for a span of another trace", async () => {
      const traceId = await newTrace(agentA, ["s1"]);
      await newTrace(agentA, ["only-elsewhere"]);
      await expectError(
        await post({ traceId, spanId: "only-elsewhere", name: "x", value: 1 }),
        404,
        "NOT_FOUND",
      );
      expect(await stored(traceId)).toEqual([]);
    });
  });

  describe("validation", () => {
    it("returns 400 VALIDATION_ERROR on value when neither value nor label is given", async () => {
      const traceId = await newTrace();
      expect(await validationField(await post({ traceId, name: "x" }))).toBe("value");
    });

    it("returns 400 VALIDATION_ERROR for an unknown field", async () => {
      const traceId = await newTrace();
      const res = await post({ traceId, name: "x", value: 1, score: 1 });
      const error = await expectError(res, 400, "VALIDATION_ERROR");
      expect(error.details).toMatchObject({ reason: expect.stringContaining('"score"') });
      expect(await stored(traceId)).toEqual([]);
    });

    it("returns 400 VALIDATION_ERROR on value for a string value", async () => {
      const traceId = await newTrace();
      expect(await validationField(await post({ traceId, name: "x", value: "high" }))).toBe(
        "value",
      );
    });

    it("returns 400 VALIDATION_ERROR on value for a number too large to represent", async () => {
      const traceId = await newTrace();
      const res = await post(`{"traceId":"${traceId}","name":"x","value":1e309}`);
      expect(await validationField(res)).toBe("value");
    });

    it("returns 400 VALIDATION_ERROR on traceId when it is missing", async () => {
      expect(await validationField(await post({ name: "x", value: 1 }))).toBe("traceId");
    });

    it("returns 400 VALIDATION_ERROR on source for an unknown source", async () => {
      const traceId = await newTrace();
      const res = await post({ traceId, name: "x", value: 1, source: "robot" });
      expect(await validationField(res)).toBe("source");
    });

    it("returns 400 VALIDATION_ERROR on value for a boolean value other than 0 or 1", async () => {
      const traceId = await newTrace();
      const res = await post({ traceId, name: "x", value: 0.5, dataType: "boolean" });
      expect(await validationField(res)).toBe("value");
      expect(await stored(traceId)).toEqual([]);
    });

    it("returns 400 VALIDATION_ERROR on value for a numeric evaluation without a number", async () => {
      const traceId = await newTrace();
      const labelled = await post({ traceId, name: "x", label: "high", dataType: "numeric" });
      expect(await validationField(labelled)).toBe("value");
      const boolean = await post({ traceId, name: "x", value: true, dataType: "numeric" });
      expect(await validationField(boolean)).toBe("value");
    });

    it("returns 400 VALIDATION_ERROR on limit for a page size over 100", async () => {
      expect(await validationField(await get("limit=101"))).toBe("limit");
    });
  });

  describe("listing", () => {
    it("lists only the given trace's evaluations, newest first", async () => {
      const traceId = await newTrace();
      const other = await newTrace();
      const first = await evaluate({ traceId, name: "a", value: 1 });
      await evaluate({ traceId: other, name: "a", value: 1 });
      const second = await evaluate({ traceId, name: "b", value: 2 });
      const page = await list(`traceId=${traceId}`);
      expect(page.data.map((e) => e.id)).toEqual([second.id, first.id]);
      expect(page.pagination).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });
    });

    it("filters by name", async () => {
      const traceId = await newTrace();
      await evaluate({ traceId, name: "accuracy", value: 1 });
      const tone = await evaluate({ traceId, name: "tone", label: "polite" });
      const page = await list(`traceId=${traceId}&name=tone`);
      expect(page.data.map((e) => e.id)).toEqual([tone.id]);
      expect(page.pagination.total).toBe(1);
    });

    it("filters by source", async () => {
      const traceId = await newTrace();
      await evaluate({ traceId, name: "x", value: 1 });
      const guard = await evaluate({ traceId, name: "x", value: 1, source: "guardrail" });
      await evaluate({ traceId, name: "x", value: 1, source: "eval" });
      const page = await list(`traceId=${traceId}&source=guardrail`);
      expect(page.data.map((e) => e.id)).toEqual([guard.id]);
      expect(page.pagination.total).toBe(1);
    });

    it("filters by evaluationId across traces when no traceId is given", async () => {
      const one = await newTrace();
      const two = await newTrace(agentB);
      const a = await evaluate({ traceId: one, name: "x", value: 1, evaluationId: "run-filter" });
      await evaluate({ traceId: one, name: "x", value: 1, evaluationId: "run-other" });
      const b = await evaluate({ traceId: two, name: "x", value: 1, evaluationId: "run-filter" });
      const page = await list("evaluationId=run-filter");
      expect(page.data.map((e) => e.id)).toEqual([b.id, a.id]);
      expect(page.pagination.total).toBe(2);
    });

    it("pages with page and limit, reporting total and hasMore", async () => {
      const traceId = await newTrace();
      const made: Evaluation[] = [];
      for (const value of [1, 2, 3]) made.push(await evaluate({ traceId, name: "p", value }));
      const [oldest, middle, newest] = made as [Evaluation, Evaluation, Evaluation];
      const first = await list(`traceId=${traceId}&limit=2`);
      expect(first.data.map((e) => e.id)).toEqual([newest.id, middle.id]);
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
      const second = await list(`traceId=${traceId}&limit=2&page=2`);
      expect(second.data.map((e) => e.id)).toEqual([oldest.id]);
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
    });

    it("returns 404 NOT_FOUND for an unknown trace", async () => {
      await expectError(await get("traceId=tr_nope"), 404, "NOT_FOUND");
      await expectError(await post({ traceId: "tr_nope", name: "x", value: 1 }), 404, "NOT_FOUND");
    });
  });

  describe("tenancy", () => {
    it("returns 404 NOT_FOUND for another company's trace", async () => {
      const traceId = await newTrace();
      const other = await t.key({ companyId: "other-co" });
      await expectError(await post({ traceId, name: "x", value: 1 }, other), 404, "NOT_FOUND");
      expect(await stored(traceId)).toEqual([]);
    });

    it("returns 404 NOT_FOUND when listing by another company's trace", async () => {
      const traceId = await newTrace();
      await evaluate({ traceId, name: "x", value: 1 });
      const other = await t.key({ companyId: "other-co" });
      await expectError(await get(`traceId=${traceId}`, other), 404, "NOT_FOUND");
    });

    it("lists only the caller's company's evaluations", async () => {
      const ours = await evaluate({ traceId: await newTrace(), name: "x", value: 1 });
      const other = await t.key({ companyId: "third-co" });
      const theirTrace = await newTrace(await newAgent("Theirs", other), ["s1"], other);
      const theirs = await evaluate({ traceId: theirTrace, name: "x", value: 1 }, other);
      const page = await list("limit=100", other);
      expect(page.data.map((e) => e.id)).toEqual([theirs.id]);
      expect(page.pagination.total).toBe(1);
      expect((await list("limit=100")).data.map((e) => e.id)).toContain(ours.id);
    });

    it("lets a key bound to an agent evaluate that agent's trace", async () => {
      const traceId = await newTrace(agentA);
      const bound = await t.key({ agentId: agentA });
      const created = await evaluate({ traceId, name: "x", value: 1 }, bound);
      expect(created.traceId).toBe(traceId);
    });

    it("returns 404 NOT_FOUND when a key bound to one agent evaluates another agent's trace", async () => {
      const traceId = await newTrace(agentB);
      const bound = await t.key({ agentId: agentA });
      await expectError(await post({ traceId, name: "x", value: 1 }, bound), 404, "NOT_FOUND");
      expect(await stored(traceId)).toEqual([]);
    });

    it("returns 404 NOT_FOUND when a key bound to one agent lists another agent's trace", async () => {
      const traceId = await newTrace(agentB);
      await evaluate({ traceId, name: "x", value: 1 });
      const bound = await t.key({ agentId: agentA });
      await expectError(await get(`traceId=${traceId}`, bound), 404, "NOT_FOUND");
    });

    it("lists only its agent's evaluations for a key bound to an agent", async () => {
      const body = { name: "x", value: 1, evaluationId: "bound-list" };
      const mine = await evaluate({ ...body, traceId: await newTrace(agentA) });
      await evaluate({ ...body, traceId: await newTrace(agentB) });
      const bound = await t.key({ agentId: agentA });
      const page = await list("evaluationId=bound-list", bound);
      expect(page.data.map((e) => e.id)).toEqual([mine.id]);
      expect(page.pagination.total).toBe(1);
    });
  });

  describe("permissions", () => {
    it("returns 403 FORBIDDEN when a read-only key creates an evaluation", async () => {
      const traceId = await newTrace();
      const readOnly = await t.key({ permissions: ["read"] });
      await expectError(await post({ traceId, name: "x", value: 1 }, readOnly), 403, "FORBIDDEN");
      expect(await stored(traceId)).toEqual([]);
    });

    it("lets a read-only key list evaluations", async () => {
      const traceId = await newTrace();
      const created = await evaluate({ traceId, name: "x", value: 1 });
      const readOnly = await t.key({ permissions: ["read"] });
      expect((await list(`traceId=${traceId}`, readOnly)).data).toEqual([created]);
    });

    it("returns 403 FORBIDDEN when a key without read lists evaluations", async () => {
      const writeOnly = await t.key({ permissions: ["write"] });
      await expectError(await get("", writeOnly), 403, "FORBIDDEN");
    });
  });
});
