import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { DIALOG_LOADING_DELAY_MS, DialogLoading } from './dialog-loading';

afterEach(() => vi.useRealTimers());

describe('DialogLoading', () => {
  it('shows nothing at first, then a spinner named "Loading…"', () => {
    vi.useFakeTimers();
    render(<DialogLoading />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(DIALOG_LOADING_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
