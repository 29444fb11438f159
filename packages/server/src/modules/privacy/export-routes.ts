import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope } from "../../http/envelope";
import { secured } from "../../http/route";
import { complianceHook } from "../audit/bad-request";
import { openDownload, requestExport } from "./export-service";
import { ExportIdParam, ExportMyDataBody, ExportRequested } from "./schemas";

const tags = ["Compliance"];
const error = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});

const exportMyData = secured(
  createRoute({
    method: "post",
    path: "/api/v1/compliance/export/my-data",
    tags,
    operationId: "exportMyData",
    summary: "Exports the caller's data (json or csv) in the background; 10 per hour",
    request: {
      body: { required: true, content: { "application/json": { schema: ExportMyDataBody } } },
    },
    responses: {
      201: {
        description: "The export's DSR and download link (it works once the DSR is completed)",
        content: { "application/json": { schema: ExportRequested } },
      },
    },
  }),
);
const download = secured(
  createRoute({
    method: "get",
    path: "/api/v1/compliance/export/download/{id}",
    tags,
    operationId: "downloadExport",
    summary: "Downloads an export (requester or admin; 404 once expired, 7 days on)",
    request: { params: ExportIdParam },
    responses: {
      200: {
        description: "The file, as an attachment",
        content: {
          "application/json": { schema: { type: "string", format: "binary" } },
          "text/csv": { schema: { type: "string", format: "binary" } },
        },
      },
      404: error("No such export in your company, or its link expired"),
      409: error("Still being prepared (CONFLICT, with Retry-After)"),
    },
  }),
);

export function exportRoutes(app: VigilApp): void {
  app.openapi(
    exportMyData,
    async (c) =>
      c.json(await requestExport(c.env.deps, c.get("principal"), c.req.valid("json")), 201),
    complianceHook,
  );
  app.openapi(
    download,
    async (c) => {
      const file = await openDownload(c.env.deps, c.get("principal"), c.req.valid("param").id, {
        ip_address: c.env.incoming?.socket.remoteAddress ?? null,
        user_agent: c.req.header("user-agent")?.slice(0, 500) ?? null,
        request_id: c.env.requestId,
      });
      return c.body(file.body, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "no-store",
      }) as never;
    },
    complianceHook,
  );
}
