// covers: PAY-017, PAY-020, PAY-028, PAY-029
import { describe, expect, it } from 'vitest';
import { CARD_SESSION_KEY, planCardSave, readCardReturn, rememberCardSession, takeCardSession, withoutReturnParams } from './card-return';

describe('the return from the gateway’s page (PAY-017)', () => {
  it('reads result, card token, session and message from the query', () => {
    expect(readCardReturn('?result=approved&cctoken=tok_abc&session=42&message=Your+card+was+added.')).toEqual({
      result: 'approved',
      cctoken: 'tok_abc',
      session: 42,
      message: 'Your card was added.',
    });
    expect(readCardReturn('?result=denied&session=43&message=Your%20card%20was%20declined.')).toEqual({
      result: 'denied',
      cctoken: null,
      session: 43,
      message: 'Your card was declined.',
    });
    expect(readCardReturn('result=CANCELLED&session=44')).toMatchObject({ result: 'cancelled', session: 44, message: '' });
  });

  it('reads the native app’s link, whose message is JSON carrying the card token', () => {
    const message = encodeURIComponent(JSON.stringify({ cctoken: 'tok_json', message: 'Your card was added.' }));
    expect(readCardReturn(`?result=approved&message=${message}`)).toEqual({ result: 'approved', cctoken: 'tok_json', session: null, message: 'Your card was added.' });
  });

  it('is not a return without a result; a session that is not a number is none', () => {
    expect(readCardReturn('')).toBeNull();
    expect(readCardReturn('?cctoken=x&session=1')).toBeNull();
    expect(readCardReturn('?result=approved&session=abc')?.session).toBeNull();
  });

  it('is removed from the query, other parameters kept', () => {
    expect(withoutReturnParams('?result=approved&cctoken=t&session=4&message=m')).toBe('');
    expect(withoutReturnParams('?result=denied&hw=1&session=4')).toBe('?hw=1');
    expect(withoutReturnParams('')).toBe('');
  });
});

describe('the kept card session (PAY-028, PAY-029)', () => {
  it('is kept in sessionStorage before leaving and taken out once on the return', () => {
    rememberCardSession({ id: 42, sessiontoken: 'st_1', user: 1001 });
    expect(JSON.parse(sessionStorage.getItem(CARD_SESSION_KEY)!)).toEqual({ id: 42, sessiontoken: 'st_1', user: 1001 });
    expect(takeCardSession()).toEqual({ id: 42, sessiontoken: 'st_1', user: 1001 });
    // Taken: a second read (a reload, a replayed link) finds nothing.
    expect(sessionStorage.getItem(CARD_SESSION_KEY)).toBeNull();
    expect(takeCardSession()).toBeNull();
  });

  it('reads an unreadable entry as none, and removes it', () => {
    sessionStorage.setItem(CARD_SESSION_KEY, '{not json');
    expect(takeCardSession()).toBeNull();
    sessionStorage.setItem(CARD_SESSION_KEY, JSON.stringify({ id: 'x', sessiontoken: '' }));
    expect(takeCardSession()).toBeNull();
    expect(sessionStorage.getItem(CARD_SESSION_KEY)).toBeNull();
  });
});

describe('an approved return’s post (PAY-020, PAY-029)', () => {
  const ret = { result: 'approved', cctoken: 'tok_abc', session: 42, message: '' };
  const stored = { id: 42, sessiontoken: 'st_1', user: 1001 };

  it('posts the stored session token with the card token, for the stored session and account', () => {
    expect(planCardSave(ret, stored)).toEqual({ ok: true, save: { user: 1001, id: 42, sessiontoken: 'st_1', cctoken: 'tok_abc' } });
    // The native app's link names no session: the stored one is used.
    expect(planCardSave({ ...ret, session: null }, stored)).toMatchObject({ ok: true, save: { id: 42 } });
  });

  it('posts nothing without a stored session (replay, reload, another tab) or for another session', () => {
    expect(planCardSave(ret, null)).toEqual({ ok: false, reason: 'noSession' });
    expect(planCardSave({ ...ret, session: 41 }, stored)).toEqual({ ok: false, reason: 'otherSession' });
  });
});
