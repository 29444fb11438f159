import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  AnalysisRun,
  AnalyzerAnalyzeParams,
  AnalyzerAnalyzeResponse,
  AnalyzerBatch,
  AnalyzerBatchParams,
  AnalyzerHistory,
  AnalyzerHistoryParams,
} from "../types";

/**
 * Analyzer v2: analyse traces with chosen modules, or estimate the cost first with `dryRun`.
 * @example
 * const { costEstimate } = await vigil.analyzer.analyze({ traces, config: { tier: "deep", dryRun: true } });
 * const run = await vigil.analyzer.analyze({ traces, config: { tier: "fast_llm" } });
 * const again = await vigil.analyzer.results(run.id!);
 */
export class AnalyzerResource extends APIResource {
  /** POST /api/v2/analyzer/analyze */
  analyze(body: AnalyzerAnalyzeParams, options?: RequestOptions): Promise<AnalyzerAnalyzeResponse> {
    return this.transport.post("/api/v2/analyzer/analyze", body, options);
  }

  /** GET /api/v2/analyzer/results/:id */
  results(id: string, options?: RequestOptions): Promise<AnalysisRun> {
    return this.transport.get(`/api/v2/analyzer/results/${encodeURIComponent(id)}`, options);
  }

  /** GET /api/v2/analyzer/history: analyses newest first, with totals. */
  history(query: AnalyzerHistoryParams = {}, options?: RequestOptions): Promise<AnalyzerHistory> {
    return this.transport.get("/api/v2/analyzer/history", options, query);
  }

  /** POST /api/v2/analyzer/batch: up to 500 stored traces, analysed in the background. */
  batch(body: AnalyzerBatchParams, options?: RequestOptions): Promise<AnalyzerBatch> {
    return this.transport.post("/api/v2/analyzer/batch", body, options);
  }
}
