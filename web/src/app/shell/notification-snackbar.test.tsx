// covers: PLAT-127
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotices, notify } from '../../lib/notify';
import { SNACKBAR_GIVE_WAY_MS, SNACKBAR_MS } from '../../lib/ui/snackbar';
import { NotificationSnackbar } from './notification-snackbar';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearNotices();
});

afterEach(() => {
  act(() => clearNotices());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('notification snackbar', () => {
  it('shows a notice alone for its 10 s', async () => {
    render(<NotificationSnackbar />);
    act(() => notify({ severity: 'success', message: 'First.' }));
    // The snackbar's code loads with the first notice.
    expect(await screen.findByRole('alert')).toHaveTextContent('First.');
    await advance(SNACKBAR_MS - 500);
    expect(screen.getByRole('alert')).toHaveTextContent('First.');
    await advance(1_000);
    expect(screen.queryByText('First.')).toBeNull();
  });

  it('one at a time; a waiting notice takes over 3 s after it arrived, not after the 10 s', async () => {
    render(<NotificationSnackbar />);
    act(() => notify({ severity: 'success', message: 'First.' }));
    await screen.findByRole('alert');
    await advance(1_000);
    act(() => notify({ severity: 'success', message: 'Second.' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('First.');
    await advance(SNACKBAR_GIVE_WAY_MS - 500);
    expect(screen.getByRole('alert')).toHaveTextContent('First.');
    await advance(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Second.');
    // The last one stays its full time.
    await advance(SNACKBAR_MS - 1_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Second.');
    await advance(1_500);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
