// Who prepares offers for a dealer, apart from the request's schemas (`contracts/external-intake.ts`):
// an order as answered names its source, so every page that reads an order reads these, and must
// not build the request's schemas (about two hundred zod objects) to do so.
import type { ApplicationType } from '../enums.js';

/** The application types that prepare offers for a dealer (the dealer tool makes its own). */
export const INTAKE_SOURCES = [
  'hostedshop',
  'kiosk',
  'intergamma',
] as const satisfies readonly ApplicationType[];
export type IntakeSource = (typeof INTAKE_SOURCES)[number];

/** How an external order id made by the portal starts, per source (`KIOSK-…`, `CHAIN-…`). */
export const EXTERNAL_ORDER_ID_PREFIX: Record<IntakeSource, string> = {
  hostedshop: 'SHOP',
  kiosk: 'KIOSK',
  intergamma: 'CHAIN',
};
