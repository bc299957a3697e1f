// covers: PLAT-127
import { act, render as rtlRender, screen } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotices, dismissPageNotices, notify } from '../../lib/notify';
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

const render = (ui: ReactElement, at = '/user/package') => rtlRender(<MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>);

/** The test's way to navigate: Navigator hands it the router's navigate once mounted. */
const router: { navigate: (to: string) => void } = { navigate: () => {} };
const go = (to: string) => router.navigate(to);
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = (to) => void navigate(to);
  }, [navigate]);
  return null;
}

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

  it('a notice belongs to the page that raised it: moving to another page drops it (issue 28)', async () => {
    render(
      <>
        <Navigator />
        <NotificationSnackbar />
      </>,
    );
    act(() => notify({ severity: 'success', message: '$10.00 was added to your invoice.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('$10.00 was added');
    act(() => go('/user/advancedsettings'));
    expect(screen.queryByRole('alert')).toBeNull();
    // Back on the first page, it does not come back.
    act(() => go('/user/package'));
    expect(screen.queryByRole('alert')).toBeNull();
    // A notice about the whole visit stays wherever the subscriber goes.
    act(() => notify({ severity: 'error', message: 'Your sign-in could not be renewed.', session: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be renewed');
    act(() => go('/user/account'));
    expect(screen.getByRole('alert')).toHaveTextContent('could not be renewed');
  });

  it("sending a page's form again clears its last 'saved' notice", async () => {
    render(<NotificationSnackbar />, '/user/phonesettings');
    act(() => notify({ severity: 'success', message: 'Your settings were saved.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('saved');
    act(() => dismissPageNotices());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
