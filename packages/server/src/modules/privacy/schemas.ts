import { z } from "@hono/zod-openapi";
import { DSR_STATUSES, DSR_TYPES } from "./dsr-states";

export const CONSENT_PURPOSES = [
  "essential",
  "analytics",
  "marketing",
  "personalization",
  "third_party",
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** GDPR Art. 6(1) lawful bases. */
export const LAWFUL_BASES = [
  "consent",
  "contract",
  "legal_obligation",
  "vital_interests",
  "public_task",
  "legitimate_interests",
] as const;

export const PurposeParam = z.object({
  purpose: z.enum(CONSENT_PURPOSES).openapi({ param: { name: "purpose", in: "path" } }),
});

export const GrantConsentBody = z
  .object({ lawfulBasis: z.enum(LAWFUL_BASES).default("consent") })
  .strict()
  .openapi("GrantConsentBody");

export const Consent = z
  .object({
    id: z.string().openapi({ example: "cons_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    purpose: z.enum(CONSENT_PURPOSES),
    granted: z.boolean(),
    lawfulBasis: z.string(),
    grantedAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("Consent");

export const ConsentList = z
  .object({
    consents: z.array(Consent).openapi({ description: "The current record per purpose" }),
    history: z.array(Consent).openapi({ description: "Every grant and withdrawal, newest first" }),
  })
  .openapi("ConsentList");

export const ConsentGranted = z
  .object({
    success: z.literal(true),
    purpose: z.enum(CONSENT_PURPOSES),
    granted: z.literal(true),
    consent: Consent,
  })
  .openapi("ConsentGranted");

export const ConsentWithdrawn = z
  .object({
    success: z.literal(true),
    purpose: z.enum(CONSENT_PURPOSES),
    withdrawn: z.literal(true),
    consent: Consent,
  })
  .openapi("ConsentWithdrawn");

const MAX_DETAILS_BYTES = 10_000;

const Subject = z
  .object({
    userId: z.string().min(1).max(200).optional(),
    email: z.email().max(320).optional(),
  })
  .strict()
  .refine((s) => s.userId !== undefined || s.email !== undefined, {
    message: "subject needs userId or email",
  });

export const RequestDetails = z
  .object({
    description: z.string().max(5_000).optional(),
    subject: Subject.optional().openapi({
      description: "Admin only: an end user of the company's agents this request concerns",
    }),
  })
  .catchall(z.unknown())
  .refine((d) => JSON.stringify(d).length <= MAX_DETAILS_BYTES, {
    message: `requestDetails must be at most ${MAX_DETAILS_BYTES} bytes of JSON`,
  });

export const CreateDsrBody = z
  .object({
    requestType: z.enum(DSR_TYPES),
    requestDetails: RequestDetails.optional(),
  })
  .strict()
  .openapi("CreateDsrBody");

export const DsrCreated = z
  .object({
    id: z.string().openapi({ example: "dsr_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    type: z.enum(DSR_TYPES),
    status: z.enum(DSR_STATUSES),
    dueDate: z.string(),
  })
  .openapi("DsrCreated");

export const DsrExport = z
  .object({
    id: z.string(),
    status: z.string(),
    format: z.enum(["json", "csv"]),
    traceCount: z.number().int(),
    bytes: z.number().int(),
    expiresAt: z.string().nullable(),
  })
  .openapi("DsrExport");

export const Dsr = z
  .object({
    id: z.string(),
    type: z.enum(DSR_TYPES),
    status: z.enum(DSR_STATUSES),
    requesterId: z.string(),
    requestDetails: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    dueDate: z.string(),
    completedAt: z.string().nullable(),
    downloadUrl: z.string().nullable(),
    completionNotes: z.string().nullable(),
    overdue: z.boolean(),
    export: DsrExport.nullable(),
  })
  .openapi("Dsr");

export const DsrList = z.object({ requests: z.array(Dsr) }).openapi("DsrList");

export const DsrIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

export const UpdateDsrBody = z
  .object({
    status: z.enum(["in_progress", "completed"]),
    completionNotes: z.string().max(5_000).optional(),
  })
  .strict()
  .openapi("UpdateDsrBody");

export const VerifyDsrBody = z
  .object({
    approve: z.boolean(),
    notes: z.string().max(5_000).optional(),
  })
  .strict()
  .openapi("VerifyDsrBody");

export const ErasureRequestBody = z
  .object({ reason: z.string().trim().min(1).max(2_000) })
  .strict()
  .openapi("ErasureRequestBody");

export const ErasureRequested = z
  .object({
    requestId: z.string(),
    status: z.literal("awaiting_verification"),
    message: z.string(),
  })
  .openapi("ErasureRequested");

export const MAX_TRACE_LIMIT = 100_000;

export const ExportMyDataBody = z
  .object({
    format: z.enum(["json", "csv"]).default("json"),
    includeTraces: z.boolean().default(true),
    includeConsents: z.boolean().default(true),
    redactPII: z.boolean().default(false),
    traceLimit: z.number().int().min(1).max(MAX_TRACE_LIMIT).default(10_000),
  })
  .strict()
  .openapi("ExportMyDataBody");

export const ExportRequested = z
  .object({
    requestId: z.string().openapi({ description: "The DSR this export answers" }),
    exportId: z.string(),
    status: z.enum(DSR_STATUSES),
    downloadUrl: z.string(),
    message: z.string(),
  })
  .openapi("ExportRequested");

export const ExportIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});
