// Records the product specification names field by field (its REST answers), shared by the service that
// makes them, the gateway that answers them and the web that shows them, so the three cannot drift apart.

/** The headline figures of one property analysis (history rows, bulk result rows, the landing example). */
export interface PropertyHeadline {
  address: string;
  zipCode: string;
  estimatedValue: number;
  monthlyRent: number;
  capRate: string;
  roiPotential: string;
}

/** The admin dashboard's six figures (GET /api/admin/stats). */
export interface AdminStats {
  totalUsers: number;
  activeTrials: number;
  paidSubscribers: number;
  totalRevenue: number;
  usageThisMonth: number;
  signupsThisWeek: number;
}

/** One user of the admin listing (GET /api/admin/users), exactly the spec's fields. */
export interface AdminUserRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  planType: string;
  subscriptionStatus: string;
  usageCount: number;
  createdAt: string;
  trialEndDate: string | null;
}
