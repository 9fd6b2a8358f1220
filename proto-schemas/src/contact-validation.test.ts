import { describe, expect, it } from 'vitest';
import { contactSchema } from './validation.ts';

const base = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Question about plans',
  message: 'Can I switch plans mid-month?',
};

describe('contact validation', () => {
  it('accepts a message whose optional company is missing, empty or null (the contract allows null)', () => {
    expect(contactSchema.safeParse(base).success).toBe(true);
    expect(contactSchema.safeParse({ ...base, company: '' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...base, company: null }).success).toBe(true);
    expect(contactSchema.safeParse({ ...base, company: 'Acme' }).data?.company).toBe('Acme');
  });
  it('still refuses a company that is not text', () => {
    expect(contactSchema.safeParse({ ...base, company: 42 }).success).toBe(false);
  });
});
