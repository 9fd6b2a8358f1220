import type { PropertyTypeShare } from './acs-profile.ts';

/** Facts the narrative is written from, shared by the market engine and the narrative template. */
export interface MarketFacts {
  name: string;
  averageRent: number | null;
  averageRentAsOf: string | null;
  averageRentGeography: string | null;
  rentChange12mPct: number | null;
  rentChange3mPct: number | null;
  trendLabel: string | null;
  medianRent: number | null;
  medianRentQualifier: 'atLeast' | 'atMost' | null;
  acsArea: string | null;
  acsVintage: string | null;
  rentalVacancyPct: number | null;
  inventoryCount: number | null;
  topTypes: PropertyTypeShare[];
  renterSharePct: number | null;
  daysOnMarket: { days: number; geography: string; month: string } | null;
}
