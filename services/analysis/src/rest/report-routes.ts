import type { Express } from 'express';
import type { Logger, TokenRevocations } from '@realty/service-kit';
import { pdfRoute, reportCaller, reportFileName, ReportRouteError } from '@realty/service-kit/pdf';
import { readServedAnalysis, type ReadDeps } from '../application/served-analysis.ts';
import { openSharedAnalysis, SHARE_NOT_FOUND } from '../application/sharing/open-shared-analysis.ts';
import type { ShareLinks } from '../application/sharing/share-links.ts';
import { renderAnalysisReport } from '../application/report/render-analysis-report.ts';

/**
 * The paths the gateway's REST facade streams from (GET /api/property-analyses/:id/report.pdf, GET
 * /api/shared/:token/report.pdf).
 */
export const ANALYSIS_REPORT_PATH = '/reports/property-analyses/:id';
export const SHARED_REPORT_PATH = '/reports/shared/:token';

interface ReportDeps extends ReadDeps {
  shareLinks: ShareLinks;
  jwtSecret: string;
  revocations: TokenRevocations;
  log: Logger;
}

const fileNameOf = (analysis: { address: string; zipCode: string }) =>
  reportFileName(`realtylens ${analysis.address} ${analysis.zipCode}`);

/**
 * The PDF report of an analysis, made here where the analysis lives: its owner's (another user's id answers
 * 404, as a missing one does), or through a live share link. Reading a report uses no metered unit.
 */
export function analysisReportRoutes(deps: ReportDeps) {
  return (app: Express) => {
    app.get(
      ANALYSIS_REPORT_PATH,
      pdfRoute(deps.log, async (req) => {
        const user = reportCaller(req, deps.jwtSecret, deps.revocations);
        const analysis = await readServedAnalysis(deps, user.sub, String(req.params.id));
        if (!analysis) throw new ReportRouteError(404, 'Property analysis not found');
        return { pdf: await renderAnalysisReport(analysis), fileName: fileNameOf(analysis) };
      }),
    );
    app.get(
      SHARED_REPORT_PATH,
      pdfRoute(deps.log, async (req) => {
        const shared = await openSharedAnalysis(deps, String(req.params.token));
        if (!shared) throw new ReportRouteError(404, SHARE_NOT_FOUND);
        return { pdf: await renderAnalysisReport(shared.analysis), fileName: fileNameOf(shared.analysis) };
      }),
    );
  };
}
