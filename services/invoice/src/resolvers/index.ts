import { mapConnection, requireUser, type RequestContext } from '@realty/service-kit';
import { auditInvoiceFile } from '../application/audit-invoice-file.ts';
import { auditInvoiceText } from '../application/audit-invoice-text.ts';
import { findInvoiceAudit } from '../application/find-invoice-audit.ts';
import type { InvoiceDeps } from '../application/invoice-deps.ts';
import { listInvoiceAudits, pageInvoiceAudits } from '../application/list-invoice-audits.ts';
import { auditNotFound } from '../errors.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { invoiceAuditToGraphQL } from './invoice-audit.ts';

export type { InvoiceDeps };

/** GraphQL to the invoice use cases; every field needs a signed-in user and sees only that user's audits. */
export function invoiceResolvers(deps: InvoiceDeps): Resolvers {
  const { audits } = deps;
  return {
    Query: {
      myInvoiceAudits: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) =>
        (await listInvoiceAudits(audits, requireUser(ctx.user).sub, args.limit)).map(invoiceAuditToGraphQL),
      myInvoiceAuditsConnection: async (_, args, ctx) =>
        mapConnection(await pageInvoiceAudits(audits, requireUser(ctx.user).sub, args), invoiceAuditToGraphQL),
      invoiceAudit: async (_: unknown, args: { id: string }, ctx: RequestContext) => {
        const doc = await findInvoiceAudit(audits, requireUser(ctx.user).sub, String(args.id));
        if (!doc) throw auditNotFound();
        return invoiceAuditToGraphQL(doc);
      },
    },
    Mutation: {
      auditInvoice: async (_: unknown, args: { content: string; terms?: unknown }, ctx: RequestContext) =>
        invoiceAuditToGraphQL(await auditInvoiceText(deps, requireUser(ctx.user).sub, args.content, args.terms)),
      auditInvoiceFile: async (
        _: unknown,
        args: { file: { filename: string; contentBase64: string }; terms?: unknown },
        ctx: RequestContext,
      ) => invoiceAuditToGraphQL(await auditInvoiceFile(deps, requireUser(ctx.user).sub, args.file, args.terms)),
    },
    InvoiceAudit: {
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        if (!ctx.user) return null;
        const doc = await findInvoiceAudit(audits, ctx.user.sub, ref.id);
        return doc ? invoiceAuditToGraphQL(doc) : null;
      },
    },
  };
}
