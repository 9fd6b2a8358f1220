import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import { BlockedScreen } from './blocked-screen';
import { clientGate } from './use-usage-gate';

const CASES = [
  ['trial_expired', 'Free Trial Expired', 'Upgrade Now'],
  ['trial_limit_reached', 'Trial Limit Reached', 'Upgrade to Basic'],
  ['basic_limit_reached', 'Monthly Limit Reached', 'Upgrade to Pro'],
  ['pro_limit_reached', 'Monthly Limit Reached', 'Upgrade to Enterprise'],
  ['invalid_plan', 'Access Restricted', 'View Plans'],
  ['something_new', 'Access Restricted', 'View Plans'],
] as const;

describe('BlockedScreen', () => {
  it.each(CASES)('for %s shows "%s" and a "%s" button to /pricing', (reason, title, button) => {
    renderPage(<BlockedScreen reason={reason} tool="Property Analyzer" />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', '/pricing');
  });
});

describe('clientGate', () => {
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const user = (planType: string, usageCount: number, trialEndDate: string | null = future) =>
    ({ planType, usageCount, trialEndDate }) as Parameters<typeof clientGate>[0];

  it('refuses an expired trial before looking at usage', () => {
    expect(clientGate(user('trial', 0, past))).toEqual({ allowed: false, reason: 'trial_expired' });
  });
  it('refuses the 4th trial analysis', () => {
    expect(clientGate(user('trial', 2)).allowed).toBe(true);
    expect(clientGate(user('trial', 3))).toEqual({ allowed: false, reason: 'trial_limit_reached' });
  });
  it('applies the monthly limits of basic and pro, and none for enterprise', () => {
    expect(clientGate(user('basic', 25))).toEqual({ allowed: false, reason: 'basic_limit_reached' });
    expect(clientGate(user('pro', 100))).toEqual({ allowed: false, reason: 'pro_limit_reached' });
    expect(clientGate(user('enterprise', 10_000)).allowed).toBe(true);
  });
  it('refuses an unknown plan', () => {
    expect(clientGate(user('gold', 0))).toEqual({ allowed: false, reason: 'invalid_plan' });
  });
});
