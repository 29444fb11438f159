import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv, VigilApp } from "../../context";
import { secured } from "../../http/route";
import { complianceHook } from "./bad-request";
import { AuditChainReport, AuditExportQuery, AuditLogList, AuditLogsQuery } from "./schemas";
import * as service from "./service";

const tags = ["Compliance"];
const bare = <S>(schema: S, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});

const list = secured(
  createRoute({
    method: "get",
    path: "/api/v1/compliance/audit-logs",
    tags,
    operationId: "listAuditLogs",
    summary: "The company's audit log, newest first (admin)",
    request: { query: AuditLogsQuery },
    responses: bare(AuditLogList, "A page of entries"),
  }),
);
const exportCsv = secured(
  createRoute({
    method: "get",
    path: "/api/v1/compliance/audit-logs/export",
    tags,
    operationId: "exportAuditLogs",
    summary: "The last `days` days of the audit log as CSV (admin)",
    description:
      "Columns Timestamp, User ID, Action, Resource Type, Resource ID, Severity, IP Address; a cell starting with =, +, -, @, tab or CR is prefixed with a single quote.",
    request: { query: AuditExportQuery },
    responses: {
      200: {
        description: "CSV attachment",
        content: { "text/csv": { schema: { type: "string" } } },
      },
    },
  }),
);
const verify = secured(
  createRoute({
    method: "get",
    path: "/api/v1/compliance/audit-logs/verify",
    tags,
    operationId: "verifyAuditLogs",
    summary: "Walks the company's hash chain and names the first broken entry (admin)",
    responses: bare(AuditChainReport, "The chain's state"),
  }),
);

function requestOf(c: Context<AppEnv>) {
  return {
    ip_address: c.env.incoming?.socket.remoteAddress ?? null,
    user_agent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    request_id: c.env.requestId,
  };
}

/** Streams lines out as they are read, so a long log never sits in memory whole. */
function streamOf(lines: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

export function auditRoutes(app: VigilApp): void {
  app.openapi(
    list,
    async (c) =>
      c.json(
        await service.listAuditLogs(c.env.deps, c.get("principal"), c.req.valid("query")),
        200,
      ),
    complianceHook,
  );
  app.openapi(
    exportCsv,
    async (c) => {
      const { days } = c.req.valid("query");
      const lines = await service.exportAuditCsv(
        c.env.deps,
        c.get("principal"),
        days,
        requestOf(c),
      );
      const day = c.env.deps.clock.now().toISOString().slice(0, 10);
      return c.body(streamOf(lines), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      }) as never;
    },
    complianceHook,
  );
  app.openapi(verify, async (c) => {
    const principal = c.get("principal");
    service.assertAdmin(principal, "Verifying the audit log");
    return c.json(await service.verifyCompanyChain(c.env.deps.database, principal.companyId), 200);
  });
}
