/** One row of the user directory; `planAt`/`usageAt` are the occurredAt of the events that last set those parts. */
export interface DirectoryUser {
  _id: string;
  registered?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: string;
  createdAt?: Date | null;
  planType: string;
  subscriptionStatus: string;
  trialEndDate?: Date | null;
  planAt: Date;
  usageCount: number;
  usageAt: Date;
  /** The newest billing period (ISO start) a usage event named; the count shown is that period's units. */
  usagePeriod?: string;
}
