/** The accessible names of the analyzer result's four charts, as the browser tests look them up. */
export const ANALYSIS_CHARTS = [
  /^Projection by year/,
  /^Sensitivity of cash-on-cash/,
  /^Value and Rent ranges/,
  /^Risk score \d+ of 100, by part/,
];
