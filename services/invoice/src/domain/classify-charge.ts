/**
 * Puts a charge description into the family a fee rule cares about. The order of the checks matters:
 * 'Emergency service call fee' is a trip charge before it is an emergency surcharge, and
 * 'Lease renewal fee' is a renewal fee before it is a leasing fee.
 */
export type ChargeCategory =
  | 'credit'
  | 'lateFee'
  | 'managementFee'
  | 'renewalFee'
  | 'leasingFee'
  | 'markup'
  | 'tripCharge'
  | 'emergencySurcharge'
  | 'cardSurcharge'
  | 'junkFee'
  | 'miscellaneous'
  | 'labour'
  | 'materials'
  | 'other';

const CATEGORY_PATTERNS: readonly [ChargeCategory, RegExp][] = [
  ['cardSurcharge', /\b(credit\s+card|card|cc)\s+(processing\s+)?(surcharge|fee)\b/i],
  ['credit', /\b(discount|credit|refund|adjustment\s+credit|courtesy)\b/i],
  ['lateFee', /\blate\s+(payment\s+)?(fee|charge|penalty)\b/i],
  ['managementFee', /\b(property\s+)?management\s+fee\b|\bmgmt\.?\s+fee\b|\bmanagement\s+commission\b/i],
  // On a manager's bill the service's own name is the fee: 'Lease renewal - 12 mo.', 'Tenant placement - new lease'.
  ['renewalFee', /\b(lease\s+)?renewal\s+fee\b|\brenewal\s+commission\b|^\W*lease\s+renewal\b/i],
  [
    'leasingFee',
    /\b(leasing|tenant\s+placement|placement|lease[-\s]?up|new\s+lease|tenant\s+procurement)\s+(fee|commission)\b|\btenant\s+placement\b/i,
  ],
  ['markup', /\bmark[-\s]?up\b|\bcost\s+plus\b/i],
  // 'Truck charge' is a trip charge; a 'truck load' is what was hauled.
  [
    'tripCharge',
    /\b(trip|travel|dispatch|call[-\s]?out|service\s+call|diagnostic\s+visit)\s*(fee|charge)?\b|\btruck\s+(fee|charge)\b/i,
  ],
  [
    'emergencySurcharge',
    /\b(emergency|after[-\s]?hours?|overtime|weekend|holiday|night|rush)\b.*\b(surcharge|fee|premium|charge)\b/i,
  ],
  [
    'junkFee',
    /\b(admin(istrative|istration)?|convenience|processing|handling|paperwork|documentation|billing|technology|compliance|environmental|fuel|shop\s+supplies|coordination)\s+(fee|charge|surcharge)s?\b|\bservice\s+charge\b|\badmin\s+fee\b/i,
  ],
  [
    'miscellaneous',
    /\b(misc\.?|miscellaneous|sundry|sundries|other\s+charges?|various\s+(items|charges|supplies)|incidentals?)\b/i,
  ],
  ['labour', /\blabou?r\b|\bman[-\s]?hours?\b|\btechnician\s+time\b|\bhelper\b|\b\d+(\.\d+)?\s*(hrs?\.?|hours)\b/i],
  ['materials', /\b(materials?|parts?|supplies|fittings?)\b/i],
];

// A pass-through billed at cost ('Water - pass-through, no markup') is the opposite of a markup.
const PASS_THROUGH =
  /\bno\s+mark[-\s]?up\b|\bwithout\s+mark[-\s]?up\b|\bpass[-\s]?through\b|\bat\s+cost\b|\bre-?bill(?:ed)?\s+at\s+cost\b/i;

// 'Water heater (cost $720.00 + 25%)', 'Valve (our cost 48.00, +35%)', 'billed at cost 30.00 plus 40%': a cost and
// a percentage on top state a markup without the word, even beside 'at cost'.
const COST_PLUS_PERCENT =
  /\bcost(?:\s+to\s+us)?\s*:?\s*\$?\s?\d[\d,]*(?:\.\d{2})?\s*,?\s*(?:\+|plus\b)\s*\d+(?:\.\d+)?\s*%/i;

// 'Materials handling @ 30%', 'Parts overhead 15%', 'Handling on supplies (25%)': a handling or overhead charge
// taken as a percentage of the materials is a markup on them, not a flat handling fee.
const HANDLING_OF_MATERIALS =
  /\b(?:materials?|parts|supplies|equipment)\s+(?:handling|overhead|surcharge|uplift|margin)\b|\b(?:handling|overhead|uplift|margin)\s+(?:on|for)\s+(?:the\s+)?(?:materials?|parts|supplies|equipment)\b/i;
const PERCENT = /\d\s*%/;

export function classifyCharge(description: string): ChargeCategory {
  for (const [category, pattern] of CATEGORY_PATTERNS) {
    if (
      category === 'markup' &&
      (COST_PLUS_PERCENT.test(description) || (HANDLING_OF_MATERIALS.test(description) && PERCENT.test(description)))
    )
      return category;
    if (category === 'markup' && PASS_THROUGH.test(description)) continue;
    if (pattern.test(description)) return category;
  }
  return 'other';
}
