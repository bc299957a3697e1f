import { describe, expect, it } from 'vitest';
import { filterQuery } from './api';
import { valueText } from './index';

describe('audit page helpers', () => {
  it('puts only the filled filters in the query, trimmed, with the cursor last', () => {
    expect(filterQuery({ actor: ' staff:a@example.com ', action: '', account: '1001', q: 'a&b=c' }, '123.4')).toBe(
      'actor=staff%3Aa%40example.com&account=1001&q=a%26b%3Dc&cursor=123.4',
    );
    expect(filterQuery({})).toBe('');
  });

  it('shows a JSON value one field a line and leaves any other text as it is', () => {
    expect(valueText('{"en":"Outage","fr":"","starts_at":"2026-11-01T12:00:00Z","ends_at":""}')).toBe('en: Outage\nstarts_at: 2026-11-01T12:00:00Z');
    expect(valueText('agent')).toBe('agent');
    expect(valueText('{not json')).toBe('{not json');
  });
});
