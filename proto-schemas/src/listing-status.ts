/**
 * The listing fields of a property analysis while RealtyLens has no listings feed. The status is never
 * guessed: a neutral status the spec's badge rules colour grey, no days on market, every listing flag false,
 * and a note saying why. The analysis service answers with it and the web app's demo result shows the same.
 */
export const NO_LISTING_FEED = {
  marketStatus: 'Status Unknown',
  daysOnMarket: null,
  isForSale: false,
  isForRent: false,
  isPending: false,
  isOffMarket: false,
  isComingSoon: false,
  isForeclosure: false,
  isBankOwned: false,
  marketStatusNote:
    'RealtyLens has no live listings feed, so listing status and days on market are not known. Check the listing link for the current status.',
} as const;
