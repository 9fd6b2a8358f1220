import type { NatsConnection } from 'nats';
import type { Narrator, OutboxRelay } from '@realty/service-kit';
import type { InvoiceAuditModel } from '../store/invoice-audits.ts';

/** What the invoice use cases need, built once at start-up by server.ts. */
export interface InvoiceDeps {
  audits: InvoiceAuditModel;
  relay: OutboxRelay;
  nc: NatsConnection;
  narrator: Narrator;
}
