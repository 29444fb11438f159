import { z } from "@hono/zod-openapi";

export const MAX_PAGE_SIZE = 100;

const limit = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(fallback)
    .openapi({ description: `Page size, 1-${MAX_PAGE_SIZE}`, example: fallback });

/** `page` (default 1) and `limit` (default 20, max 100). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).openapi({ example: 1 }),
  limit: limit(20),
});

/** `limit` (default 20, max 100) and `offset` (default 0). */
export const OffsetQuery = z.object({
  limit: limit(20),
  offset: z.coerce.number().int().min(0).default(0).openapi({ example: 0 }),
});

/** `sortBy` over the given fields and `sortOrder` (asc or desc, default desc). */
export function sortQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  fallback: F[number],
) {
  return z.object({
    sortBy: z
      .enum(fields)
      .default(fallback as never)
      .openapi({ example: fallback }),
    sortOrder: z.enum(["asc", "desc"]).default("desc"),
  });
}

export interface PageParams {
  page: number;
  limit: number;
}

export function offsetOf({ page, limit }: PageParams): number {
  return (page - 1) * limit;
}

/** The page-numbered list envelope. */
export function paged<T>(items: T[], total: number, { page, limit }: PageParams) {
  return {
    success: true as const,
    data: items,
    pagination: { page, limit, total, hasMore: page * limit < total },
  };
}

/** The offset list envelope. */
export function offsetPaged<T>(
  items: T[],
  total: number,
  { limit, offset }: { limit: number; offset: number },
) {
  return {
    success: true as const,
    data: items,
    pagination: { limit, offset, total, hasMore: offset + items.length < total },
  };
}
