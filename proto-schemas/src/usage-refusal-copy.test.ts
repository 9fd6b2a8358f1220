import { describe, expect, it } from 'vitest';
import { PLANS, TRIAL_USAGE_LIMIT } from './plans.ts';
import { usageRefusalCopy } from './usage-refusal-copy.ts';

describe('usageRefusalCopy', () => {
  it("gives each gate reason the spec's title and button", () => {
    expect(usageRefusalCopy('trial_limit_reached')).toMatchObject({
      title: 'Trial Limit Reached',
      button: 'Upgrade to Basic',
    });
    expect(usageRefusalCopy('basic_limit_reached')).toMatchObject({
      title: 'Monthly Limit Reached',
      button: 'Upgrade to Pro',
    });
    expect(usageRefusalCopy('pro_limit_reached')).toMatchObject({
      title: 'Monthly Limit Reached',
      button: 'Upgrade to Enterprise',
    });
    expect(usageRefusalCopy('something new')).toMatchObject({ title: 'Access Restricted', button: 'View Plans' });
  });
  it('states the limits from the plan table', () => {
    expect(usageRefusalCopy('trial_limit_reached').message).toContain(`all ${TRIAL_USAGE_LIMIT} analyses`);
    expect(usageRefusalCopy('basic_limit_reached').message).toContain(`Pro includes ${PLANS.pro.usageLimit} per month`);
  });
});
