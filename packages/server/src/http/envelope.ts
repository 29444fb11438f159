import { z } from "@hono/zod-openapi";

export const ErrorEnvelope = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string().openapi({ example: "VALIDATION_ERROR" }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi("ErrorEnvelope");

export const PagePagination = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  })
  .openapi("PagePagination");

export const OffsetPagination = z
  .object({
    limit: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  })
  .openapi("OffsetPagination");

/** `{success: true, data}` around a schema. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{success: true, data: [...], pagination {limit, offset, total, hasMore}}`. */
export function offsetEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: OffsetPagination });
}

/** `{success: true, data: [...], pagination {page, limit, total, hasMore}}`. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: PagePagination });
}

export const MessageEnvelope = z
  .object({ success: z.literal(true), message: z.string() })
  .openapi("MessageEnvelope");

export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

export function message(text: string): { success: true; message: string } {
  return { success: true, message: text };
}
