import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('formats dates for the rules text', () => {
    expect(formatDate(Date.UTC(2026, 10, 23, 12), 'UTC')).toBe('November 23, 2026');
    expect(formatDate(0)).toBe('');
  });
});
