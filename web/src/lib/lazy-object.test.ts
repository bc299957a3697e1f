import { describe, expect, it, vi } from 'vitest';
import { lazyObject } from './lazy-object';

describe('lazyObject', () => {
  it('makes the object on its first use only, then passes reads, lists and writes to it', () => {
    const make = vi.fn(() => ({ palette: { primary: '#1565c0' }, spacing: (n: number) => n * 8 }) as Record<string, unknown>);
    const theme = lazyObject(make);
    expect(make).not.toHaveBeenCalled();
    // Passing it around is no use of it.
    const holder = { theme };
    expect(holder.theme).toBe(theme);
    expect(make).not.toHaveBeenCalled();

    expect((theme.palette as { primary: string }).primary).toBe('#1565c0');
    expect((theme.spacing as (n: number) => number)(2)).toBe(16);
    expect(Object.keys(theme)).toEqual(['palette', 'spacing']);
    expect('palette' in theme).toBe(true);
    expect({ ...theme }.palette).toEqual({ primary: '#1565c0' });
    theme.extra = 1;
    expect(theme.extra).toBe(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('reads as empty when the made object is empty, as MUI checks a theme', () => {
    const empty = lazyObject(() => ({}));
    expect(Object.keys(empty)).toHaveLength(0);
  });
});
