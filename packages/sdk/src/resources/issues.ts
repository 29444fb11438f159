import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  CaseCreateParams,
  CaseListParams,
  DeleteResponse,
  Fix,
  FixApplication,
  FixCreateParams,
  FixDetail,
  FixListParams,
  FixUpdateParams,
  Issue,
  IssueCreateParams,
  IssueDetail,
  IssueListParams,
  IssueUpdateParams,
  LegacyShadowTestResults,
  ShadowExecution,
  ShadowExecutionParams,
  ShadowTest,
  ShadowTestCreateParams,
  ShadowTestDetail,
  ShadowTestListParams,
  ShadowTestUpdateParams,
} from "../types";

/**
 * Issues: failures grouped for a fix, opened from traces or from a failure cluster.
 * @example
 * const issue = await vigil.issues.create({ clusterId, tags: ["timeouts"] });
 * for await (const i of vigil.issues.list({ status: "open", sortBy: "severity" })) console.log(i.title);
 */
export class IssuesResource extends APIResource {
  /** GET /api/v2/issues: sortBy severity orders by rank, not alphabet. */
  list(query: IssueListParams = {}, options?: RequestOptions): PagePromise<Issue> {
    return this.transport.getPage("/api/v2/issues", query, options);
  }

  /** GET /api/v2/issues/{id}: with traceIds, fixes and metadata. */
  get(id: string, options?: RequestOptions): Promise<IssueDetail> {
    return this.transport.get(path`/api/v2/issues/${id}`, options);
  }

  /** POST /api/v2/issues: a trace or cluster that is not yours throws NotFoundError. */
  create(body: IssueCreateParams, options?: RequestOptions): Promise<IssueDetail> {
    return this.transport.post("/api/v2/issues", body, options);
  }

  /** PATCH /api/v2/issues/{id}: only supplied fields change; an illegal status move throws ConflictError. */
  update(id: string, body: IssueUpdateParams, options?: RequestOptions): Promise<IssueDetail> {
    return this.transport.patch(path`/api/v2/issues/${id}`, body, options);
  }

  /** DELETE /api/v2/issues/{id}: traces kept, fixes detached; ConflictError while a shadow test runs. */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/v2/issues/${id}`, options);
  }
}

/**
 * @deprecated The case interface over issues; use `vigil.issues`.
 * @example
 * const c = await vigil.cases.create({ title: "Timeouts", agentId, severity: "high", traceIds });
 */
export class CasesResource extends APIResource {
  /** @deprecated GET /api/v1/cases */
  list(query: CaseListParams = {}, options?: RequestOptions): PagePromise<Issue> {
    return this.transport.getPage("/api/v1/cases", query, options);
  }

  /** @deprecated GET /api/v1/cases/{id} */
  get(id: string, options?: RequestOptions): Promise<IssueDetail> {
    return this.transport.get(path`/api/v1/cases/${id}`, options);
  }

  /** @deprecated POST /api/v1/cases */
  create(body: CaseCreateParams, options?: RequestOptions): Promise<IssueDetail> {
    return this.transport.post("/api/v1/cases", body, options);
  }

  /** @deprecated PATCH /api/v1/cases/{id} */
  update(id: string, body: IssueUpdateParams, options?: RequestOptions): Promise<IssueDetail> {
    return this.transport.patch(path`/api/v1/cases/${id}`, body, options);
  }

  /** @deprecated DELETE /api/v1/cases/{id} */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/v1/cases/${id}`, options);
  }
}

/**
 * Fixes: a change to an agent's prompt, config, retrieval or guardrail policy, applied and
 * rolled back with the previous version kept.
 * @example
 * const fix = await vigil.fixes.create({ issueId, type: "prompt_update", description: "…", changes: { promptDiff } });
 * await vigil.fixes.apply(fix.id);
 * await vigil.fixes.rollback(fix.id);
 */
export class FixesResource extends APIResource {
  /** GET /api/fixes */
  list(query: FixListParams = {}, options?: RequestOptions): PagePromise<Fix> {
    return this.transport.getPage("/api/fixes", query, options);
  }

  /** GET /api/fixes/{id}: with its shadow tests. */
  get(id: string, options?: RequestOptions): Promise<FixDetail> {
    return this.transport.get(path`/api/fixes/${id}`, options);
  }

  /** POST /api/fixes: a promptDiff that does not apply throws BadRequestError. */
  create(body: FixCreateParams, options?: RequestOptions): Promise<FixDetail> {
    return this.transport.post("/api/fixes", body, options);
  }

  /** PATCH /api/fixes/{id}: an illegal status move throws ConflictError. */
  update(id: string, body: FixUpdateParams, options?: RequestOptions): Promise<FixDetail> {
    return this.transport.patch(path`/api/fixes/${id}`, body, options);
  }

  /** POST /api/fixes/{id}/apply: writes the change; applying twice throws ConflictError. */
  apply(id: string, options?: RequestOptions): Promise<FixApplication> {
    return this.transport.post(path`/api/fixes/${id}/apply`, undefined, options);
  }

  /** POST /api/fixes/{id}/rollback: restores the version the fix replaced. */
  rollback(id: string, options?: RequestOptions): Promise<FixApplication> {
    return this.transport.post(path`/api/fixes/${id}/rollback`, undefined, options);
  }
}

/**
 * Shadow tests: a fix replayed over historical traces by a server job (create, then poll `get`),
 * or one trace at once with `execute`.
 * @example
 * const test = await vigil.shadowTests.create({ fixId, traceIds });
 * const detail = await vigil.shadowTests.get(test.id);
 * const one = await vigil.shadowTests.execute({ fixId, traceId });
 */
export class ShadowTestsResource extends APIResource {
  /** GET /api/shadow-tests */
  list(query: ShadowTestListParams = {}, options?: RequestOptions): PagePromise<ShadowTest> {
    return this.transport.getPage("/api/shadow-tests", query, options);
  }

  /** GET /api/shadow-tests/{id}: with traceResults. */
  get(id: string, options?: RequestOptions): Promise<ShadowTestDetail> {
    return this.transport.get(path`/api/shadow-tests/${id}`, options);
  }

  /** POST /api/shadow-tests: starts pending. */
  create(body: ShadowTestCreateParams, options?: RequestOptions): Promise<ShadowTest> {
    return this.transport.post("/api/shadow-tests", body, options);
  }

  /** PATCH /api/shadow-tests/{id}: pending → running → completed | failed, with results. */
  update(
    id: string,
    body: ShadowTestUpdateParams,
    options?: RequestOptions,
  ): Promise<ShadowTestDetail> {
    return this.transport.patch(path`/api/shadow-tests/${id}`, body, options);
  }

  /**
   * POST /api/shadow-execution: one trace replayed with and without the fix, synchronously
   * (the server gives up after 30 s with 504 TIMEOUT); nothing is stored.
   */
  execute(body: ShadowExecutionParams, options?: RequestOptions): Promise<ShadowExecution> {
    return this.transport.post("/api/shadow-execution", body, options);
  }

  /** @deprecated GET /api/shadow-tests/{id}/results; use `get`. */
  results(id: string, options?: RequestOptions): Promise<LegacyShadowTestResults> {
    return this.transport.get(path`/api/shadow-tests/${id}/results`, options);
  }
}
