import type { Express } from 'express';
import type { Logger, TokenRevocations } from '@realty/service-kit';
import { pdfRoute, reportCaller, reportFileName, ReportRouteError } from '@realty/service-kit/pdf';
import type { InvoiceDeps } from '../application/invoice-deps.ts';
import { findInvoiceAudit } from '../application/find-invoice-audit.ts';
import { renderInvoiceReport } from '../application/report/render-invoice-report.ts';

/** The path the gateway's REST facade streams GET /api/invoice-audits/:id/report.pdf from. */
export const INVOICE_REPORT_PATH = '/reports/invoice-audits/:id';

/** The PDF report of one of the caller's audits; another user's id answers 404 like a missing one. No unit is used. */
export function invoiceReportRoutes(deps: {
  audits: InvoiceDeps['audits'];
  jwtSecret: string;
  revocations: TokenRevocations;
  log: Logger;
}) {
  return (app: Express) => {
    app.get(
      INVOICE_REPORT_PATH,
      pdfRoute(deps.log, async (req) => {
        const user = reportCaller(req, deps.jwtSecret, deps.revocations);
        const doc = await findInvoiceAudit(deps.audits, user.sub, String(req.params.id));
        if (!doc) throw new ReportRouteError(404, 'Invoice audit not found');
        return {
          pdf: await renderInvoiceReport(doc),
          fileName: reportFileName(`realtylens invoice audit ${doc.vendor ?? ''} ${doc.invoiceNumber ?? doc._id}`),
        };
      }),
    );
  };
}
