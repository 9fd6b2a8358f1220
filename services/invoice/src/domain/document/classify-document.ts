/**
 * Decides what kind of document the text is, from its wording, because each kind has its own
 * checks: an owner statement lists rent collected, fees and an owner draw, and auditing it as a
 * vendor invoice turns "Rent collected" into a charge. Each class scores the phrases typical of it;
 * the best score wins, and a vendor invoice is the default when nothing stands out.
 */

export type DocumentClass = 'vendor_invoice' | 'owner_statement' | 'tenant_ledger' | 'utility_bill' | 'receipt';

export const DOCUMENT_CLASS_LABELS: Readonly<Record<DocumentClass, string>> = {
  vendor_invoice: 'Vendor invoice',
  owner_statement: 'Owner statement (property management)',
  tenant_ledger: 'Tenant ledger',
  utility_bill: 'Utility bill',
  receipt: 'Receipt',
};

export interface Classification {
  documentClass: DocumentClass;
  /** 0..1: how clearly the winning class beat the others. */
  confidence: number;
  /** The phrases that decided it, for the user and for debugging. */
  signals: string[];
}

type Signal = [RegExp, number];

// A date opening a row: '2025-09-01', '09/01/2025', 'Sep 1, 2025'.
const ROW_DATE = String.raw`(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4})`;

const SIGNALS: Readonly<Record<DocumentClass, readonly Signal[]>> = {
  owner_statement: [
    [/\bowner(?:'s)?\s+(?:payout\s+)?(?:statement|report|packet)\b/i, 6],
    [/\bmonthly\s+owner\b|\bstatement\s+to\s+owner\b/i, 5],
    // A short-stay host's or co-host's payout to the owner: 'Monthly Payout Statement', 'Net payout to owner'.
    [/\bpayout\s+statement\b|\bpayout\s+to\s+(?:the\s+)?owner\b/i, 4],
    // A housing authority's payment to the landlord: voucher rents (HAP) paid for the owner's units.
    [
      /\blandlord\s+payment\s+(?:summary|statement)\b|\bhousing\s+assistance\s+payments?\b|\bHAP\b|\bhousing\s+choice\s+voucher\b/,
      5,
    ],
    [
      /\bowner\s+(?:draw|distribution|disbursement|payment|payout|contribution)s?\b|\bdistribution\s+to\s+owner\b|\bpaid\s+to\s+owner\b|\bnet\s+to\s+owner\b/i,
      4,
    ],
    [/\brents?\s+(?:collected|received)\b|\brent\s+income\b|\brental\s+income\b|\bgross\s+receipts\b/i, 3],
    [/\b(?:beginning|opening|starting)\s+(?:cash\s+)?balance\b|\b(?:ending|closing)\s+(?:cash\s+)?balance\b/i, 2],
    [/\bmanagement\s+fees?\b|\bmgmt\.?\s+fees?\b/i, 2],
    [/\b(?:rent\s+due|rent\s+paid|scheduled\s+rent)\b.*\b(?:mgmt|management)\b/i, 3],
    [/\bcash\s+in\b.*\bcash\s+out\b|\bincome\b.*\bexpense\b/i, 2],
    [/\breserve\b|\bportfolio\b/i, 1],
    // A manager's note addressed to the owner: 'To: Owner - P. Haugen', 'owner acct 1183'.
    [/^\s*to\s*:\s*owner\b|\bowner\s+acc(?:oun)?t\b|\bcharged\s+to\s+owner\b/im, 4],
  ],
  tenant_ledger: [
    [/\b(?:tenant|resident|renter)\s+(?:ledger|statement|account\s+history|transaction\s+history)\b/i, 7],
    [/\bledger\b/i, 2],
    [/^\s*(?:tenant|resident|renter|lessee)\s*:/im, 3],
    [/\blate\s+(?:fee|charge)\b/i, 1],
    // Columns of charges (or debits), payments (or credits) and a running balance: 'Debit,Credit,Running Bal'.
    [/\b(?:charges?|debits?)\b.*\b(?:payments?|credits?)\b.*\b(?:balance|running\s+bal)\b/i, 3],
    [/\b(?:monthly\s+)?rent\b.*\b(?:due\s+on|per\s+month|\/\s?month)\b/i, 2],
    // A landlord's itemized accounting of a tenant's security deposit after move-out: what was held, deducted and
    // refunded.
    [
      /\b(?:security\s+)?deposit\s+(?:disposition|accounting|itemi[sz]ation)\b|\bitemi[sz]ed\s+(?:statement|accounting)\s+of\s+(?:your\s+)?(?:security\s+)?deposit\b/i,
      7,
    ],
    // An association's running account of a member's dues, late charges and payments; an assessment statement that
    // lists no payment is the association's bill for the period.
    [
      new RegExp(
        String.raw`(?<![\s\S])(?=[\s\S]*\bassessment\s+statement\b)(?=[\s\S]*^\W*${ROW_DATE}[^\n]*\b(?:payment|paid)\b)`,
        'im',
      ),
      4,
    ],
    // Dated rows of rent charged and dated rows of payments: a tenant's account, whatever its columns are called.
    [
      new RegExp(
        String.raw`(?<![\s\S])(?=[\s\S]*^\W*${ROW_DATE}[^\n]*\brent\b)(?=[\s\S]*^\W*${ROW_DATE}[^\n]*\bpayment\b)`,
        'im',
      ),
      3,
    ],
  ],
  utility_bill: [
    [/\bkwh\b|\btherms?\b|\bccf\b|\bhcf\b/i, 4],
    [/\bmeter\b/i, 3],
    [/\b(?:previous|current)\s+reading\b/i, 3],
    [/\b(?:water|sewer|wastewater|electric(?:ity)?|natural\s+gas|solid\s+waste|refuse|storm\s*water)\b/i, 1],
    [/\butilit(?:y|ies)\b/i, 2],
    // A bill that names itself one: 'Resident utility statement', 'Utility bill', a ratio (RUBS) billing's allocation.
    [/\butility\s+(?:statement|bill|invoice)\b|\bratio\s+utility\s+billing\b|\brubs\b/i, 3],
    [/\baccount\s+(?:number|no\.?|#)\b/i, 1],
    [/\bbalance\s+forward\b|\bprevious\s+balance\b/i, 1],
  ],
  receipt: [
    // Not a receipt the bill refers to: 'receipt attached', 'parts (receipt pic below)', 'see receipt', nor a bill's
    // payment terms ('Due upon receipt', 'payable on receipt').
    [
      /(?<!\(\s*|\bsee\s+|\bper\s+|\bupon\s+|\bon\s+)\breceipts?\b(?!\s+(?:pic|photo|image|attached|enclosed|below|included|available))/i,
      3,
    ],
    [/\b(?:cash|change|tendered)\b\s*:?\s*\$?\d/i, 4],
    [/\b(?:visa|mastercard|amex|debit)\b.*\d{4}\b/i, 2],
    [/\bauth(?:orization)?\s*(?:code|#)\b/i, 3],
    [/\bgst\b|\bsst\b|\bsdn\.?\s*bhd\b|\bjumlah\b|\brounding\b|\btotal\s+rounded\b/i, 4],
    [/\bcashier\b|\bregister\b|\bterminal\b|\bself\s+checkout\b/i, 3],
    [/^\s*(?:sale|sales\s+receipt|purchase)\s*$/im, 2],
    [/\btransaction\s*(?:#|no\.?|number)|\bstore\s*#?\s*\d{2,}/i, 2],
    [/\b\d+\s*@\s*\$?\d+\.\d{2}\b/, 1],
    [/\bthank\s+you\b.*\b(?:come\s+again|shopping)\b|\bgoods\s+sold\b/i, 3],
  ],
  vendor_invoice: [
    [/\binvoice\b/i, 3],
    // A title line that names the document an invoice ('LEASING SERVICES INVOICE', 'INVOICE JR-5520      Sept 27'),
    // not a word in a sentence.
    [/^\s*(?:[A-Za-z&'-]+\s+){0,4}invoice(?:\s+(?:no\.?\s*|#\s*)?[A-Z]{0,4}[-/]?\d[\w/-]*)?(?=\s{2,}\S|\s*$)/im, 2],
    [/\bbill\s+to\b|\bsold\s+to\b|\bremit\s+to\b/i, 2],
    [/\blabou?r\b|\bparts\b|\bmaterials?\b|\btechnician\b|\bwork\s+order\b|\bservice\s+call\b/i, 2],
    [/\b(?:qty|quantity)\b.*\b(?:rate|price|unit)\b/i, 2],
    [/\bterms\b\s*:?\s*(?:net\s*\d+|due\s+on\s+receipt)/i, 2],
    [/\bjob\s+(?:site|address)\b|\bservice\s+(?:location|address)\b/i, 1],
    // A commercial landlord's year-end bill for the tenant's share of common-area costs.
    // 'CAM reconciliation', 'CAM / NNN reconciliation', 'Operating expense reconciliation'.
    [
      /\b(?:cam|common\s+area\s+maintenance|nnn|operating\s+expense)\s*(?:\(cam\)\s*)?(?:\/\s*(?:nnn|cam)\s*)?reconciliation\b/i,
      4,
    ],
  ],
};

export function classifyDocument(text: string): Classification {
  const head = text.slice(0, 20_000);
  const scores = (Object.keys(SIGNALS) as DocumentClass[]).map((documentClass) => {
    const hits = SIGNALS[documentClass].filter(([pattern]) => pattern.test(head));
    return { documentClass, score: hits.reduce((total, [, weight]) => total + weight, 0), hits };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, runnerUp] = scores;
  if (!best || best.score < 3) return { documentClass: 'vendor_invoice', confidence: 0.4, signals: [] };
  const margin = best.score - (runnerUp?.score ?? 0);
  return {
    documentClass: best.documentClass,
    confidence: Math.min(0.99, 0.5 + margin / 12),
    signals: best.hits.map(([pattern]) => head.match(pattern)?.[0]?.trim() ?? '').filter((s) => s !== ''),
  };
}
