// covers: PLAT-023, PLAT-024, PLAT-160, PLAT-182, NET-011
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { currentTurn, dialogInQueue, FIRST_VISIT_ORDER, useFirstVisitTurn, usePageThere, type FirstVisitItem, type FirstVisitStatus } from './first-visit-queue';

describe('currentTurn', () => {
  it("keeps the fixed order: the page's code, promo dialog, survey, then the menu, accounts and device-names tips", () => {
    expect(FIRST_VISIT_ORDER).toEqual(['pageCode', 'forwardingPromo', 'ratingSurvey', 'menuTip', 'accountsTip', 'deviceNamesTip']);
  });

  it('gives the turn to the first overlay that wants it', () => {
    expect(currentTurn({})).toBeNull();
    expect(currentTurn({ deviceNamesTip: 'ready', menuTip: 'ready', accountsTip: 'ready' })).toBe('menuTip');
    expect(currentTurn({ deviceNamesTip: 'ready', accountsTip: 'ready' })).toBe('accountsTip');
    expect(currentTurn({ deviceNamesTip: 'ready', forwardingPromo: 'ready' })).toBe('forwardingPromo');
    expect(currentTurn({ deviceNamesTip: 'ready', menuTip: 'none' })).toBe('deviceNamesTip');
  });

  it('gives nobody the turn while an earlier overlay is still finding out whether it applies', () => {
    expect(currentTurn({ forwardingPromo: 'pending', menuTip: 'ready' })).toBeNull();
    expect(currentTurn({ menuTip: 'ready', ratingSurvey: 'pending' })).toBeNull();
    // While the page's code loads, whether it holds the survey is not known yet.
    expect(currentTurn({ pageCode: 'pending', accountsTip: 'ready', forwardingPromo: 'ready' })).toBeNull();
    // A later one that is pending holds nobody back.
    expect(currentTurn({ menuTip: 'ready', deviceNamesTip: 'pending' })).toBe('menuTip');
  });
});

describe('dialogInQueue', () => {
  it('is true while the promo or the survey is loading or open, not for tips', () => {
    expect(dialogInQueue({ ratingSurvey: 'pending' })).toBe(true);
    expect(dialogInQueue({ forwardingPromo: 'ready', menuTip: 'ready' })).toBe(true);
    expect(dialogInQueue({ menuTip: 'ready', deviceNamesTip: 'ready' })).toBe(false);
    expect(dialogInQueue({ forwardingPromo: 'none' })).toBe(false);
    // The page may hold the survey: until it is there, a dialog may still come.
    expect(dialogInQueue({ pageCode: 'pending', menuTip: 'ready' })).toBe(true);
  });
});

function Overlay({ item, initial }: { item: FirstVisitItem; initial: FirstVisitStatus }) {
  const [status, setStatus] = useState(initial);
  const shown = useFirstVisitTurn(item, status);
  return (
    <div>
      {shown && <p>{item} shown</p>}
      <button type="button" onClick={() => setStatus('none')}>
        dismiss {item}
      </button>
      <button type="button" onClick={() => setStatus('ready')}>
        ready {item}
      </button>
    </div>
  );
}

describe('useFirstVisitTurn', () => {
  it('shows the overlays one at a time, each after the one before is dismissed', () => {
    render(
      <>
        <Overlay item="deviceNamesTip" initial="ready" />
        <Overlay item="accountsTip" initial="ready" />
        <Overlay item="menuTip" initial="ready" />
        <Overlay item="forwardingPromo" initial="pending" />
      </>,
    );
    // The promo is loading: nothing yet.
    expect(screen.queryByText(/shown/)).toBeNull();
    act(() => screen.getByRole('button', { name: 'ready forwardingPromo' }).click());
    expect(screen.getAllByText(/shown/).map((e) => e.textContent)).toEqual(['forwardingPromo shown']);
    for (const [item, next] of [
      ['forwardingPromo', 'menuTip'],
      ['menuTip', 'accountsTip'],
      ['accountsTip', 'deviceNamesTip'],
    ] as const) {
      act(() => screen.getByRole('button', { name: `dismiss ${item}` }).click());
      expect(screen.getAllByText(/shown/).map((e) => e.textContent)).toEqual([`${next} shown`]);
    }
    act(() => screen.getByRole('button', { name: 'dismiss deviceNamesTip' }).click());
    expect(screen.queryByText(/shown/)).toBeNull();
  });

  it('never draws an overlay in the render that mounts it, before the ones beside it have declared themselves', () => {
    const drawn: string[] = [];
    function Tip({ item }: { item: FirstVisitItem }) {
      const shown = useFirstVisitTurn(item, 'ready');
      if (shown) drawn.push(item);
      return shown ? <p>{item} shown</p> : null;
    }
    function PageCode() {
      useFirstVisitTurn('pageCode', 'pending');
      return null;
    }
    // The page's code is loading beside the tips (the shell's first draw): no tip flashes.
    render(
      <>
        <Tip item="menuTip" />
        <Tip item="accountsTip" />
        <PageCode />
      </>,
    );
    expect(drawn).toEqual([]);
    expect(screen.queryByText(/shown/)).toBeNull();
  });

  it('passes the turn on when an overlay leaves the page', () => {
    const view = render(<Overlay item="menuTip" initial="ready" />);
    expect(screen.getByText('menuTip shown')).toBeInTheDocument();
    view.rerender(<Overlay item="deviceNamesTip" initial="ready" />);
    expect(screen.getByText('deviceNamesTip shown')).toBeInTheDocument();
  });
});

describe('usePageThere', () => {
  it('is false while the routed page is loading — also in the render that mounts it beside the page — and true once it is there', async () => {
    const seen: boolean[] = [];
    function DialogRead() {
      const there = usePageThere();
      seen.push(there);
      return <p>{there ? 'page there' : 'page not there'}</p>;
    }
    function Page({ status }: { status: FirstVisitStatus }) {
      useFirstVisitTurn('pageCode', status);
      return null;
    }
    // The dialog is drawn before the page in the same commit: the page declares itself afterwards.
    const view = render(
      <>
        <DialogRead />
        <Page status="pending" />
      </>,
    );
    await act(async () => {});
    expect(seen).not.toContain(true);
    expect(screen.getByText('page not there')).toBeInTheDocument();
    view.rerender(
      <>
        <DialogRead />
        <Page status="none" />
      </>,
    );
    expect(await screen.findByText('page there')).toBeInTheDocument();
  });
});
