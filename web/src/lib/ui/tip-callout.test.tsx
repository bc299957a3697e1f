// covers: PLAT-023, PLAT-024, PLAT-194
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { useRef } from 'react';
import { TipCallout, useOneTimeTip } from './tip-callout';

function Tip({ storageKey, text }: { storageKey: string; text: string }) {
  const tip = useOneTimeTip('menuTip', storageKey);
  const menu = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={menu} type="button" aria-describedby={tip.show ? tip.textId : undefined}>
        Menu
      </button>
      {tip.show && <TipCallout text={text} textId={tip.textId} onDismiss={tip.dismiss} focusAfter={() => menu.current} />}
    </>
  );
}

describe('TipCallout', () => {
  it('is a note in the page that describes its control, gone for good after GOT IT', async () => {
    const view = render(<Tip storageKey="hamburgerTooltip" text="Click here to open the Menu" />);
    const note = screen.getByRole('note', { name: 'Click here to open the Menu' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription('Click here to open the Menu');
    await userEvent.click(screen.getByRole('button', { name: 'GOT IT' }));
    expect(note).not.toBeInTheDocument();
    // The focus goes to the control the tip was about, not to the page's body.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(window.localStorage.getItem('hamburgerTooltip')).not.toBeNull();
    view.unmount();
    render(<Tip storageKey="hamburgerTooltip" text="Click here to open the Menu" />);
    expect(screen.queryByText('Click here to open the Menu')).toBeNull();
  });

  it('is dismissed from the keyboard: Tab to GOT IT and Enter, or Escape inside it', async () => {
    const view = render(<Tip storageKey="accountsTooltip" text="Click here to switch accounts" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'GOT IT' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(window.localStorage.getItem('accountsTooltip')).not.toBeNull();
    view.unmount();

    window.localStorage.clear();
    render(<Tip storageKey="accountsTooltip" text="Click here to switch accounts" />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(window.localStorage.getItem('accountsTooltip')).not.toBeNull();
  });
});
