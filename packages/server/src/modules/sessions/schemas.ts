import { z } from "@hono/zod-openapi";
import { PageQuery, sortQuery } from "../../http/paging";
import { TraceListItem } from "../traces/schemas";

const SESSION_ID = /^[\w.:@-]{1,200}$/;

export const TraceSession = z
  .object({
    id: z.string().openapi({ example: "chat-2026-11-21-alice" }),
    name: z.string().nullable(),
    userId: z.string().nullable(),
    bookmarked: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
    traceCount: z.number().int(),
    failureCount: z.number().int(),
    totalTokens: z.number().int(),
    totalLatencyMs: z.number(),
    agentIds: z.array(z.string()),
    firstTraceAt: z.string().nullable(),
    lastTraceAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("TraceSession");

export const TraceSessionDetail = TraceSession.extend({
  traces: z.array(TraceListItem).openapi({
    description: "The session's traces in the order they happened (at most 500)",
  }),
}).openapi("TraceSessionDetail");

export const CreateSessionBody = z
  .object({
    id: z.string().regex(SESSION_ID).optional().openapi({
      description:
        "Your session id (letters, digits and ._:@-), the one traces carry as sessionId or the OTLP attribute session.id; generated when omitted",
    }),
    name: z.string().max(500).optional(),
    userId: z.string().min(1).max(200).optional(),
    bookmarked: z.boolean().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .openapi("CreateSessionBody");

export const UpdateSessionBody = z
  .object({
    name: z.string().max(500).nullable().optional(),
    userId: z.string().min(1).max(200).nullable().optional(),
    bookmarked: z.boolean().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .openapi("UpdateSessionBody");

export const ListSessionsQuery = PageQuery.extend({
  userId: z.string().optional(),
  bookmarked: z.enum(["true", "false"]).optional(),
}).extend(sortQuery(["createdAt", "updatedAt"], "createdAt").shape);

export const SessionIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "chat-2026-11-21-alice" }),
});
