import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../app";
import { createTestApp, expectError, manualClock, type TestApp } from "../testing/harness";
import { PERMISSIONS, type Permission } from "./principal";

/** Every operation of the OpenAPI document, so a new endpoint is covered the day it lands. */
interface Operation {
  method: string;
  path: string;
  permission?: Permission;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
}

const document = openApiDocument() as {
  paths: Record<
    string,
    Record<string, Omit<Operation, "method" | "path"> & { "x-permission"?: Permission }>
  >;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    permission: op["x-permission"],
    security: op.security,
    parameters: op.parameters,
  })),
);
const secured = operations.filter((op) => op.security !== undefined);
/** `limit` that is not a page size: a batch of work, up to 500 by the spec. */
const NOT_PAGE_LIMITS = new Set([
  "POST /api/v1/compliance/scanning/backfill",
  "POST /api/v1/explainer/generate-all/{agentId}",
]);
const lists = operations.filter(
  (op) =>
    op.parameters?.some((p) => p.in === "query" && p.name === "limit") &&
    !NOT_PAGE_LIMITS.has(`${op.method} ${op.path}`),
);

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "x_missing");
const label = (op: Operation) => `${op.method} ${op.path}`;

describe("every endpoint", () => {
  let t: TestApp;
  const clock = manualClock();
  let expired: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    expired = await t.key({ expiresAt: new Date(clock.now().getTime() - 1).toISOString() });
  });
  afterAll(() => t.close());

  const call = (op: Operation, key?: string, query = "") =>
    t.call(op.method, `${concrete(op.path)}${query}`, {
      key,
      ...(["POST", "PUT", "PATCH"].includes(op.method) ? { body: {} } : {}),
    });

  it("documents which permission each secured endpoint needs", () => {
    expect(secured.length).toBeGreaterThan(20);
    for (const op of secured) expect(PERMISSIONS, label(op)).toContain(op.permission);
  });

  it.each(secured.map((op) => [label(op), op] as const))(
    "%s: 401 UNAUTHORIZED without a key",
    async (_, op) => {
      await expectError(await call(op), 401, "UNAUTHORIZED");
    },
  );

  it.each(secured.map((op) => [label(op), op] as const))(
    "%s: 401 INVALID_API_KEY for an unknown key",
    async (_, op) => {
      await expectError(await call(op, `vgl_${"Z".repeat(32)}`), 401, "INVALID_API_KEY");
    },
  );

  it.each(secured.map((op) => [label(op), op] as const))(
    "%s: 401 INVALID_API_KEY for an expired key",
    async (_, op) => {
      await expectError(await call(op, expired), 401, "INVALID_API_KEY");
    },
  );

  it.each(secured.map((op) => [label(op), op] as const))(
    "%s: 403 FORBIDDEN without its permission",
    async (_, op) => {
      const others = PERMISSIONS.filter((p) => p !== op.permission);
      const key = await t.key({ permissions: others });
      const error = await expectError(await call(op, key), 403, "FORBIDDEN");
      expect(error.details?.required).toBe(op.permission);
    },
  );

  it.each(lists.map((op) => [label(op), op] as const))(
    "%s: limit over 100 is 400 VALIDATION_ERROR (BAD_REQUEST on compliance routes)",
    async (_, op) => {
      const key = await t.key();
      // The spec answers compliance input errors with BAD_REQUEST, everything else VALIDATION_ERROR.
      const code = op.path.startsWith("/api/v1/compliance") ? "BAD_REQUEST" : "VALIDATION_ERROR";
      const error = await expectError(await call(op, key, "?limit=101"), 400, code);
      expect(error.details?.field).toBe("limit");
    },
  );

  it("has list endpoints to bound", () => {
    expect(lists.map(label)).toEqual(
      expect.arrayContaining([
        "GET /api/agents",
        "GET /api/departments",
        "GET /api/v2/api-keys",
        "GET /api/v2/agents/{agentId}/api-keys",
      ]),
    );
  });
});
