// covers: MISC-001
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFlag, isFlagSet, setFlag, subscribeFlags } from './storage';

afterEach(() => localStorage.clear());

describe('flags', () => {
  it('setting and clearing a flag tells the subscribers, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFlags(listener);
    setFlag('of');
    expect(isFlagSet('of')).toBe(true);
    clearFlag('of');
    expect(isFlagSet('of')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setFlag('of');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("another tab's change arrives through the storage event", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFlags(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'of' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
