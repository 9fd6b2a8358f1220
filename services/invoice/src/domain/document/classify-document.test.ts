import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify-document.ts';

// Wordings other managers use, each with the class it must be read as.
const CASES: [string, string][] = [
  ['Owner Payout Statement - July 2025\nCommission (20%)   730.00\nOWNER PAYOUT   2,323.00', 'owner_statement'],
  [
    'MEMO / BILLING NOTICE\nTo: Owner - Philip Haugen (2 Oak Ct duplex)\nRepair coordination   128.00',
    'owner_statement',
  ],
  // An association's running account of a member's dues and payments.
  [
    'ANNUAL ASSESSMENT STATEMENT\n01/01/2025  2025 Annual Assessment  $540.00\n' +
      '02/20/2025  Payment received  ($275.00)\nBalance Due: $265.00',
    'tenant_ledger',
  ],
  // A landlord's itemized accounting of a security deposit after move-out, which names an invoice it deducts.
  [
    'RE: Itemized Statement of Security Deposit Disposition\nSecurity deposit received   $1,500.00\n' +
      'Carpet cleaning, Metro Carpet invoice 5512   $150.00\nAmount refunded to you   $1,350.00',
    'tenant_ledger',
  ],
  // A manager's bill to an association's board, payable on receipt.
  [
    'Invoice Number: HM-2026-0042\nDue: upon receipt\nManagement fee, May 2026 - 40 homes x $15.00/home   600.00\n' +
      'Amount due   600.00',
    'vendor_invoice',
  ],
  // An association's bill for the quarter's dues, listing no payment.
  [
    'Lakeside Villas Condominium Association\nASSESSMENT STATEMENT      Statement #: LV-2026-Q2-014\n' +
      'Regular quarterly assessment   Apr-Jun 2026   960.00\nTOTAL DUE BY 04/01/2026   $960.00',
    'vendor_invoice',
  ],
  // A commercial landlord's year-end bill that names its tenant.
  [
    '2024 COMMON AREA MAINTENANCE (CAM) RECONCILIATION\nTenant: Greenleaf Dental\nBalance due  1,025.00',
    'vendor_invoice',
  ],
  // A small landlord's sheet of debits, credits and a running balance, with a utility share among the rows.
  [
    'Date,Property,Kind,Note,Debit,Credit,Running Bal\n03/01/2026,9 Birch Ln,Rent,March rent,900.00,,900.00\n' +
      '03/04/2026,9 Birch Ln,Utility,Electric share (utility bill),41.10,,941.10\n03/05/2026,9 Birch Ln,Payment,Zelle,,941.10,0.00',
    'tenant_ledger',
  ],
  // An export with no title, whose columns name neither charges nor payments: dated rent rows and dated payments.
  [
    '"Posted","Where","Kind","Memo","Amt","Bal"\n"2026-02-01","12 Fern Way","Rent","February rent","980.00","980.00"\n' +
      '"2026-02-04","12 Fern Way","Payment","Card payment","-980.00","0.00"',
    'tenant_ledger',
  ],
  [
    'Jan 3, 2026   Rent for January   $1,100.00   $1,100.00\nJan 5, 2026   Payment received   ($1,100.00)   $0.00',
    'tenant_ledger',
  ],
  // A manager's invoice whose title says so, though its prose mentions the rent collected.
  [
    'Northfield Realty Group\nRENEWAL SERVICES INVOICE\nOwner: P. Shah\nWe deduct this from the next rent collected.\n' +
      'Lease renewal fee   250.00\nTotal   250.00',
    'vendor_invoice',
  ],
  // An invoice whose title carries its number, though its closing line mentions a receipt.
  [
    'ACORN HAULING\n\nINVOICE AH-3307          Mar 3, 2026\nSofa removal   1 @ 120.00   120.00\nTOTAL   120.00\n' +
      'Thanks! Your dump receipt is attached.',
    'vendor_invoice',
  ],
  // A utility bill sent to a resident, which names the resident and a due date like a ledger does.
  [
    'Brookline Meter Services\nRESIDENT UTILITY STATEMENT      Statement #: 7731\nResident: A. Moreau, Apt 3C\n' +
      'Water   share 1.1%   31.20\nTrash (flat)   15.00\nAMOUNT DUE   46.20',
    'utility_bill',
  ],
  [
    'Resident: J. Ortiz   Unit 12\nRUBS allocation, per lease addendum\nWater/sewer   52.10\nAmount due   52.10',
    'utility_bill',
  ],
  // A co-host's payout to the owner, whose supplies line mentions a receipt.
  [
    'Harborlight Hosting\nPayout Statement - June 2025\nOwner: R. Adeyemi\nBookings   3,120.00\n' +
      'Host fee 18%   561.60\nSupplies (receipt attached)   42.10\nNet payout to owner   2,516.30',
    'owner_statement',
  ],
  // A housing authority's voucher payment to the landlord.
  [
    'CITY HOUSING AGENCY - HOUSING CHOICE VOUCHER PROGRAM\nLandlord Payment Summary   Payment date: 05/01/2025\n' +
      'Unit   Tenant   Contract Rent   Tenant Portion   HAP\n3B   K. Lam   1,200.00   250.00   950.00\nNet payment   950.00',
    'owner_statement',
  ],
  // A tradesman's bill sent as a message, which mentions the receipt for the parts it passes on.
  [
    'hey Sam, bill for the faucet job at 8 Reed St\n- replace kitchen faucet  2 hrs x 60 = 120.00\n' +
      '- faucet from Lowes (receipt attached) 89.00\ntotal 209.00',
    'vendor_invoice',
  ],
  // A landlord's year-end bill to a commercial tenant, which names the tenant as a ledger does.
  [
    'HARBOR RETAIL PARTNERS\n2024 CAM / NNN RECONCILIATION\nTenant:   Bluefin Optometry\n' +
      'TOTAL OPERATING EXPENSES   96,000.00\nTenant share @ 8.00%   7,680.00\nBalance due   480.00',
    'vendor_invoice',
  ],
  ['Tenant: Corner Deli LLC\nOperating expense reconciliation - 2024\nYour share 5%   2,100.00', 'vendor_invoice'],
];

describe('document classes from wordings other managers use', () => {
  it.each(CASES)('%s is read as %s', (text, documentClass) => {
    expect(classifyDocument(text).documentClass).toBe(documentClass);
  });
});
