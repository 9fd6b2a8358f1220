import { describe, expect, it } from 'vitest';
import { paymentAmount, subscriptionPlan } from './payment-params';

describe('payment parameters', () => {
  it('take the amount from ?amount=, default 29.99', () => {
    expect(paymentAmount(null)).toBe(29.99);
    expect(paymentAmount('abc')).toBe(29.99);
    expect(paymentAmount('-5')).toBe(29.99);
    expect(paymentAmount('49.5')).toBe(49.5);
  });
  it('take a purchasable plan from ?plan=, default basic', () => {
    expect(subscriptionPlan(null)).toBe('basic');
    expect(subscriptionPlan('trial')).toBe('basic');
    expect(subscriptionPlan('pro')).toBe('pro');
  });
});
