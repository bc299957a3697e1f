import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeadingFocus } from './heading-focus';

function heading(text: string) {
  const h = document.createElement('h2');
  h.tabIndex = -1;
  h.textContent = text;
  document.body.append(h);
  return h;
}

describe('useHeadingFocus', () => {
  it('focuses the heading that is there', () => {
    const { result } = renderHook(() => useHeadingFocus());
    const h = heading('Credit card');
    result.current.setHeading(h);
    result.current.focusHeading();
    expect(document.activeElement).toBe(h);
    h.remove();
  });

  it('focuses a heading that appears only after the view changed (a view still loading)', () => {
    const { result } = renderHook(() => useHeadingFocus());
    result.current.setHeading(null);
    result.current.focusHeading();
    const later = heading('Bank account');
    result.current.setHeading(later);
    expect(document.activeElement).toBe(later);
    // Once taken, the focus is not forced on the next heading drawn.
    const next = heading('Other');
    result.current.setHeading(next);
    expect(document.activeElement).toBe(later);
    later.remove();
    next.remove();
  });
});
