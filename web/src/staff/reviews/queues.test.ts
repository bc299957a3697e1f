import { describe, expect, it } from 'vitest';
import { isQueue, itemId } from './queues';

describe('review addresses', () => {
  it('knows the five queues and nothing else', () => {
    expect(isQueue('identity-documents')).toBe(true);
    expect(isQueue('failed-mail')).toBe(true);
    expect(isQueue('pets')).toBe(false);
    expect(isQueue(undefined)).toBe(false);
  });
  it('takes only positive whole ids', () => {
    expect(itemId('42')).toBe(42);
    expect(itemId('0')).toBeUndefined();
    expect(itemId('-3')).toBeUndefined();
    expect(itemId('4.5')).toBeUndefined();
    expect(itemId('12abc')).toBeUndefined();
    expect(itemId(undefined)).toBeUndefined();
  });
});
