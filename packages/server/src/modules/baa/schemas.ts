import { z } from "@hono/zod-openapi";

export const BAA_STATUSES = ["active", "expired", "terminated"] as const;

const DATE_OR_DATETIME =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Whether the day exists: Date.parse rolls 30 February over into March. */
function isRealDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return !Number.isNaN(Date.parse(value)) && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A calendar date (YYYY-MM-DD) or an ISO 8601 date-time with a zone. */
const AgreementDate = z
  .string()
  .regex(DATE_OR_DATETIME, "must be a date (YYYY-MM-DD) or an ISO 8601 date-time")
  .refine(isRealDate, "is not a real date")
  .openapi({ example: "2026-01-01" });

export const BusinessAssociateAgreement = z
  .object({
    id: z.string().openapi({ example: "baa_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    vendorName: z.string(),
    vendorEmail: z.string().nullable(),
    vendorContact: z.string().nullable(),
    status: z.enum(BAA_STATUSES),
    agreementDate: z.string(),
    effectiveDate: z.string(),
    expirationDate: z.string().nullable(),
    nextReviewDue: z
      .string()
      .nullable()
      .openapi({ description: "Six months before expirationDate unless set by hand" }),
    description: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("BusinessAssociateAgreement");

export const BaaList = z
  .object({ agreements: z.array(BusinessAssociateAgreement) })
  .openapi("BaaList");

export const CreateBaaBody = z
  .object({
    vendorName: z.string().trim().min(1).max(200),
    vendorEmail: z.email().max(320).optional(),
    vendorContact: z.string().trim().max(200).optional(),
    agreementDate: AgreementDate,
    effectiveDate: AgreementDate,
    expirationDate: AgreementDate.optional(),
    description: z.string().max(5_000).optional(),
  })
  .strict()
  .openapi("CreateBaaBody");

export const UpdateBaaBody = z
  .object({
    status: z.enum(BAA_STATUSES).optional(),
    expirationDate: AgreementDate.nullable().optional(),
    nextReviewDue: AgreementDate.nullable().optional(),
    notes: z.string().max(5_000).nullable().optional(),
  })
  .strict()
  .openapi("UpdateBaaBody");

export const BaaIdParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});
