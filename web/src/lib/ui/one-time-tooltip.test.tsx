// covers: PLAT-023, PLAT-024, PLAT-194
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { OneTimeTooltip } from './one-time-tooltip';

beforeEach(() => window.localStorage.clear());

describe('OneTimeTooltip', () => {
  it('steps aside while its control is used, without counting as GOT IT', async () => {
    render(
      <OneTimeTooltip storageKey="accountsTooltip" text="Click here to switch accounts">
        <button type="button">Change contact</button>
      </OneTimeTooltip>,
    );
    expect(await screen.findByText('Click here to switch accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change contact' }));
    await waitFor(() => expect(screen.queryByText('Click here to switch accounts')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('accountsTooltip')).toBeNull();
  });

  it('is gone for good after GOT IT', async () => {
    const view = render(
      <OneTimeTooltip storageKey="hamburgerTooltip" text="Click here to open the Menu">
        <button type="button">Menu</button>
      </OneTimeTooltip>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'GOT IT' }));
    expect(window.localStorage.getItem('hamburgerTooltip')).not.toBeNull();
    view.unmount();
    render(
      <OneTimeTooltip storageKey="hamburgerTooltip" text="Click here to open the Menu">
        <button type="button">Menu</button>
      </OneTimeTooltip>,
    );
    expect(screen.queryByText('Click here to open the Menu')).not.toBeInTheDocument();
  });
});
