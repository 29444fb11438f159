import type { z } from "@hono/zod-openapi";
import { dataEnvelope, ErrorEnvelope, MessageEnvelope, pageEnvelope } from "./envelope";

const json = <S extends z.ZodType>(schema: S) => ({ "application/json": { schema } });

/** Response entries for createRoute, so route files stay short. */
export const respond = {
  ok: <T extends z.ZodType>(schema: T, description: string) => ({
    200: { description, content: json(dataEnvelope(schema)) },
  }),
  created: <T extends z.ZodType>(schema: T, description: string) => ({
    201: { description, content: json(dataEnvelope(schema)) },
  }),
  page: <T extends z.ZodType>(schema: T, description: string) => ({
    200: { description, content: json(pageEnvelope(schema)) },
  }),
  message: (description: string) => ({ 200: { description, content: json(MessageEnvelope) } }),
  notFound: (description: string) => ({ 404: { description, content: json(ErrorEnvelope) } }),
  conflict: (description: string) => ({ 409: { description, content: json(ErrorEnvelope) } }),
};

/** Required JSON request body for createRoute. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: json(schema) } };
}
