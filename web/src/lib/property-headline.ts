/**
 * The headline figures of one property analysis, as every client view of a finished analysis shows them
 * (a bulk job's result rows, the landing page's computed example): the server's own names and types.
 */
export interface PropertyHeadline {
  address: string;
  zipCode: string;
  estimatedValue: number;
  monthlyRent: number;
  capRate: string;
  roiPotential: string;
}
