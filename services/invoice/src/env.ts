import type { z } from 'zod';
import { baseServiceEnv, narratorEnv, parseEnv } from '@realty/service-kit';

export const invoiceEnvSchema = baseServiceEnv.extend(narratorEnv.shape);
export type InvoiceEnv = z.infer<typeof invoiceEnvSchema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): InvoiceEnv => parseEnv(invoiceEnvSchema, source);
