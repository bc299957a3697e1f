// covers: PAY-014, PAY-015, PAY-016, PAY-018, PAY-019, PAY-020
import { describe, expect, it } from 'vitest';
import {
  autopaymentReducer,
  autopaymentViews,
  initialAutopaymentState,
  stateAfter,
  type AutopaymentEvent,
  type AutopaymentState,
} from './autopayment-machine';

const views = (events: AutopaymentEvent[]) => {
  const out: string[] = [];
  events.reduce((s, e) => {
    const next = autopaymentReducer(s, e);
    out.push(next.view);
    return next;
  }, initialAutopaymentState);
  return out;
};

describe('the auto-payment views', () => {
  it('are summary, creditcard, loading, declined, eft and addeft, starting on the summary (PAY-014)', () => {
    expect([...autopaymentViews].sort()).toEqual(['addeft', 'creditcard', 'declined', 'eft', 'loading', 'summary']);
    expect(initialAutopaymentState).toEqual({ view: 'summary', waitingFor: null, notice: null, declinedMessage: '' });
  });

  it('card path: summary → creditcard → loading (card session) → … → loading (save) → summary with the message (PAY-015, PAY-020)', () => {
    expect(
      views([
        { type: 'chooseCard' },
        { type: 'cardSessionRequested' },
        // The browser is on the gateway's page; the page comes back with the result.
        { type: 'returned', result: 'approved', message: 'Your card was added.' },
        { type: 'cardSaved', message: 'Your Visa ending in 4242 will be used for automatic payments.' },
      ]),
    ).toEqual(['creditcard', 'loading', 'loading', 'summary']);
    const s = stateAfter([{ type: 'returned', result: 'approved', message: 'Your card was added.' }]);
    expect(s).toMatchObject({ view: 'loading', waitingFor: 'cardSave' });
    expect(autopaymentReducer(s, { type: 'cardSaved', message: 'Your Visa ending in 4242 will be used for automatic payments.' })).toEqual({
      view: 'summary',
      waitingFor: null,
      notice: { severity: 'success', text: 'Your Visa ending in 4242 will be used for automatic payments.' },
      declinedMessage: '',
    });
  });

  it('the loading view knows whether it opens the card session or saves the card', () => {
    expect(stateAfter([{ type: 'chooseCard' }, { type: 'cardSessionRequested' }])).toMatchObject({ view: 'loading', waitingFor: 'cardSession' });
  });

  it('a card session that cannot be opened goes back to the form with the message (PAY-025…027)', () => {
    const s = stateAfter([{ type: 'chooseCard' }, { type: 'cardSessionRequested' }, { type: 'cardSessionFailed', message: 'Online payments are not available.' }]);
    expect(s).toMatchObject({ view: 'creditcard', notice: { severity: 'error', text: 'Online payments are not available.' } });
  });

  it('an approved card that cannot be saved shows the message on the summary (PAY-030)', () => {
    const s = stateAfter([{ type: 'returned', result: 'approved', message: '' }, { type: 'cardSaveFailed', message: 'This card setup has expired or was already used. Please start again.' }]);
    expect(s).toMatchObject({ view: 'summary', notice: { severity: 'error', text: 'This card setup has expired or was already used. Please start again.' } });
  });

  it('denied leads to the declined view with the page’s message; from there another card or back (PAY-018)', () => {
    const s = stateAfter([{ type: 'returned', result: 'denied', message: 'Your card was declined.' }]);
    expect(s).toEqual({ view: 'declined', waitingFor: null, notice: null, declinedMessage: 'Your card was declined.' });
    expect(autopaymentReducer(s, { type: 'chooseCard' }).view).toBe('creditcard');
    expect(autopaymentReducer(s, { type: 'back' }).view).toBe('summary');
  });

  it('cancelled leads to the summary, with the page’s message as information (PAY-019)', () => {
    expect(stateAfter([{ type: 'returned', result: 'cancelled', message: 'You cancelled adding a card.' }])).toEqual({
      view: 'summary',
      waitingFor: null,
      notice: { severity: 'info', text: 'You cancelled adding a card.' },
      declinedMessage: '',
    });
    expect(stateAfter([{ type: 'returned', result: 'cancelled', message: '' }]).notice).toBeNull();
  });

  it('an unknown result leads to the summary with the page’s error text', () => {
    expect(stateAfter([{ type: 'returned', result: 'weird', message: 'Unknown answer' }])).toMatchObject({ view: 'summary', notice: { severity: 'error' } });
  });

  it('EFT path: summary → eft → addeft → summary with the server’s message (PAY-016)', () => {
    expect(views([{ type: 'chooseEft' }, { type: 'continueEft' }, { type: 'eftUploaded', message: 'We received your void cheque.' }])).toEqual([
      'eft',
      'addeft',
      'summary',
    ]);
    expect(stateAfter([{ type: 'chooseEft' }, { type: 'continueEft' }, { type: 'eftUploaded', message: 'We received your void cheque.' }]).notice).toEqual({
      severity: 'success',
      text: 'We received your void cheque.',
    });
  });

  it('back: addeft → eft, eft, creditcard and declined → summary; nothing while loading', () => {
    expect(views([{ type: 'chooseEft' }, { type: 'continueEft' }, { type: 'back' }, { type: 'back' }])).toEqual(['eft', 'addeft', 'eft', 'summary']);
    expect(views([{ type: 'chooseCard' }, { type: 'back' }])).toEqual(['creditcard', 'summary']);
    const loading = stateAfter([{ type: 'chooseCard' }, { type: 'cardSessionRequested' }]);
    expect(autopaymentReducer(loading, { type: 'back' })).toBe(loading);
  });

  it('ignores events a view does not expect', () => {
    const summary = initialAutopaymentState;
    const unexpected: AutopaymentEvent[] = [
      { type: 'continueEft' },
      { type: 'cardSessionRequested' },
      { type: 'cardSessionFailed', message: 'x' },
      { type: 'cardSaved', message: 'x' },
      { type: 'cardSaveFailed', message: 'x' },
      { type: 'eftUploaded', message: 'x' },
      { type: 'back' },
      { type: 'dismiss' },
    ];
    for (const e of unexpected) expect(autopaymentReducer(summary, e)).toBe(summary);
    const eft: AutopaymentState = stateAfter([{ type: 'chooseEft' }]);
    expect(autopaymentReducer(eft, { type: 'chooseCard' })).toBe(eft);
    expect(autopaymentReducer(eft, { type: 'chooseEft' })).toBe(eft);
  });

  it('a notice is closed by dismiss and replaced on the next view', () => {
    const s = stateAfter([{ type: 'returned', result: 'cancelled', message: 'You cancelled adding a card.' }]);
    expect(autopaymentReducer(s, { type: 'dismiss' }).notice).toBeNull();
    expect(autopaymentReducer(s, { type: 'chooseCard' }).notice).toBeNull();
  });
});
