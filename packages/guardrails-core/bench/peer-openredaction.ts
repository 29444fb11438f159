/**
 * @openredaction/openredaction, restricted to the patterns whose types map onto ours (so it
 * does the work both libraries share: no names, addresses, licence plates, ...).
 */

import type { DetectionResult } from "@openredaction/openredaction";
import { OpenRedaction } from "@openredaction/openredaction";
import type { LabelType } from "./corpus-types";
import type { Found, Peer } from "./peer-types";

/** OpenRedaction pattern type → our label type. */
export const OPENREDACTION_TYPES: Readonly<Record<string, LabelType>> = {
  EMAIL: "email",
  PHONE_US: "phone",
  PHONE_UK: "phone",
  PHONE_UK_MOBILE: "phone",
  PHONE_INTERNATIONAL: "phone",
  SSN: "ssn",
  CREDIT_CARD: "credit_card",
  IPV4: "ip_address",
  IPV6: "ip_address",
  DATE_OF_BIRTH: "date_of_birth",
  MEDICAL_RECORD_NUMBER: "medical_record_number",
  HEALTH_PLAN_NUMBER: "health_plan_id",
  SUBSCRIBER_ID: "health_plan_id",
  NPI_NUMBER: "npi",
  JWT_TOKEN: "jwt",
  AWS_ACCESS_KEY: "aws_key",
  AWS_SECRET_KEY: "aws_key",
  PRIVATE_KEY: "private_key",
  SSH_PRIVATE_KEY: "private_key",
  GENERIC_SECRET: "password",
  BEARER_TOKEN: "bearer_token",
  URL_WITH_AUTH: "basic_auth",
  DATABASE_CONNECTION: "connection_string",
  AZURE_STORAGE_KEY: "connection_string",
  GITHUB_TOKEN: "github_token",
  SLACK_TOKEN: "slack_token",
  SLACK_WEBHOOK: "slack_webhook",
  STRIPE_API_KEY: "stripe_key",
  GOOGLE_API_KEY: "gcp_api_key",
  TWILIO_API_KEY: "twilio_api_key",
  SENDGRID_API_KEY: "sendgrid_api_key",
  NPM_TOKEN: "npm_token",
  PYPI_TOKEN: "pypi_token",
};

export function openRedactionPeer(): Peer {
  const detector = new OpenRedaction({ patterns: Object.keys(OPENREDACTION_TYPES) });
  return {
    name: "openredaction",
    types: new Set(Object.values(OPENREDACTION_TYPES)),
    run: (text) => detector.detect(text),
    findings(_text, result) {
      const out: Found[] = [];
      for (const d of (result as DetectionResult).detections) {
        const type = OPENREDACTION_TYPES[d.type];
        if (type) out.push({ type, start: d.position[0], end: d.position[1] });
      }
      return out;
    },
  };
}
