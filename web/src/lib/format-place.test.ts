import { describe, expect, it } from 'vitest';
import { describeScope, formatCityLine, formatPlace } from './format-place';

describe('formatPlace', () => {
  it('joins a city and its state', () => {
    expect(formatPlace({ kind: 'city', name: 'Austin', state: 'TX' })).toBe('Austin, TX');
  });
  it('never repeats a state a metro name already carries (the "Denver, CO, CO" bug)', () => {
    expect(formatPlace({ kind: 'metro', name: 'Denver, CO', state: 'CO' })).toBe('Denver, CO');
    expect(formatPlace({ kind: 'metro', name: 'Kansas City, MO-KS', state: 'MO' })).toBe('Kansas City, MO-KS');
    expect(formatPlace({ kind: 'city', name: 'Denver CO', state: 'co' })).toBe('Denver CO');
  });
  it('labels a ZIP as a ZIP', () => {
    expect(formatPlace({ kind: 'zip', name: '78701', state: 'TX' })).toBe('ZIP 78701, TX');
    expect(formatPlace({ name: '80202' })).toBe('ZIP 80202');
  });
  it('shows what there is when a part is missing', () => {
    expect(formatPlace({ kind: 'county', name: 'Travis County', state: null })).toBe('Travis County');
    expect(formatPlace({ name: '', state: 'TX' })).toBe('TX');
    expect(formatPlace(null)).toBe('');
  });
});

describe('formatCityLine', () => {
  it('puts the ZIP after city and state once', () => {
    expect(formatCityLine('Austin', 'TX', '78701')).toBe('Austin, TX 78701');
    expect(formatCityLine('Denver, CO', 'CO', '80202')).toBe('Denver, CO 80202');
    expect(formatCityLine(null, null, '80202')).toBe('80202');
  });
});

describe('describeScope', () => {
  it('says the geography and the period of a figure', () => {
    expect(describeScope({ kind: 'zip', name: '78701' }, '2025-10')).toBe('ZIP 78701, Oct 2025');
    expect(describeScope('Austin, TX metro', '2025-09-30')).toBe('Austin, TX metro, Sep 2025');
    expect(describeScope({ kind: 'city', name: 'Austin', state: 'TX' }, null)).toBe('Austin, TX');
  });
});
