import { z } from "@hono/zod-openapi";
import { MAX_PAGE_SIZE } from "../../http/paging";

const isoDate = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .openapi({ example: "2026-01-01T00:00:00.000Z" });

export const AuditLogsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  action: z.string().min(1).max(200).optional().openapi({ example: "api-keys.rotate" }),
  outcome: z.enum(["success", "failure"]).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});

export const AuditExportQuery = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(30),
});

export const AuditLog = z
  .object({
    id: z.string().openapi({ example: "audit_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    sequence: z.number().int().openapi({ description: "Position in the company's hash chain" }),
    userId: z.string(),
    action: z.string(),
    resourceType: z.string(),
    resourceId: z.string().nullable(),
    severity: z.string().openapi({ example: "info" }),
    outcome: z.string().openapi({ example: "success" }),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    requestId: z.string().nullable(),
    timestamp: z.string(),
    previousHash: z.string(),
    hash: z.string(),
  })
  .openapi("AuditLog");

export const AuditLogList = z
  .object({
    logs: z.array(AuditLog),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  })
  .openapi("AuditLogList");

export const AuditChainReport = z
  .object({
    companyId: z.string(),
    entries: z.number().int(),
    intact: z.boolean(),
    firstBroken: z
      .object({ seq: z.number().int(), id: z.string().nullable(), reason: z.string() })
      .nullable(),
  })
  .openapi("AuditChainReport");
