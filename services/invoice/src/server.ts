import { subgraphSdl } from '@realty/proto-schemas';
import { answerStoredUnits, createNarrator, runService, startOutboxRelay } from '@realty/service-kit';
import type { InvoiceEnv } from './env.ts';
import { invoiceAuditModel } from './store/invoice-audits.ts';
import { invoiceResolvers } from './resolvers/index.ts';
import { invoiceReportRoutes } from './rest/report-routes.ts';

export function startInvoice(env: InvoiceEnv) {
  return runService('invoice', env, async (rt) => {
    const audits = invoiceAuditModel(rt.db);
    await audits.init();
    const relay = startOutboxRelay(rt, [audits.collection]);
    // Billing asks before it gives back an expired unit: an audit's unit is its id.
    answerStoredUnits(rt, 'invoice_audit', audits.collection, (unitId) => unitId);
    return {
      typeDefs: subgraphSdl('invoice'),
      // A 2 MB file grows to ~2.7 MB as base64 inside the GraphQL request.
      bodyLimit: '3mb',
      // PDF reports of audits, streamed by the gateway's REST facade.
      routes: invoiceReportRoutes({ audits, jwtSecret: env.JWT_SECRET, revocations: rt.revocations, log: rt.log }),
      resolvers: invoiceResolvers({ audits, relay, nc: rt.nats.nc, narrator: createNarrator(env, rt.log) }),
    };
  });
}
