// covers: PAY-002, PAY-003, PAY-004
import { describe, expect, it } from 'vitest';
import { HttpStatusError, NetworkError, ProductError } from '../../lib/api-client/errors';
import { AMOUNT_PATTERN, checkAmount, normalizeAmount } from './amount-rules';
import { attemptFor, wasAnswered } from './payment-attempt';

describe('the payment amount (PAY-002)', () => {
  it.each(['1', '25', '25.', '25.5', '25.50', '-1', '-0.5', '0', '1'.repeat(30), `${'9'.repeat(30)}.99`])('matches %s', (s) => {
    expect(AMOUNT_PATTERN.test(s)).toBe(true);
  });

  it.each(['', '.5', '25.505', '1'.repeat(31), '+5', '$5', '1,234.56', '5e2', '--5', ' 5 x'])('refuses %s', (s) => {
    expect(AMOUNT_PATTERN.test(s)).toBe(false);
  });

  it('reads a decimal comma and drops spaces', () => {
    expect(normalizeAmount(' 25,50 ')).toBe('25.50');
    expect(normalizeAmount('1 234.56')).toBe('1234.56');
    expect(normalizeAmount('1,234.56')).toBe('1,234.56');
  });
});

describe('Pay is enabled only for a payable amount (PAY-003, decisions §19)', () => {
  it.each([
    ['', 259.7, 'empty'],
    ['abc', 259.7, 'invalid'],
    ['25.555', 259.7, 'invalid'],
    ['0', 259.7, 'notPositive'],
    ['0.00', 259.7, 'notPositive'],
    ['-5', 259.7, 'notPositive'],
    ['259.71', 259.7, 'overPayable'],
    ['1'.repeat(30), 259.7, 'overPayable'],
    ['5', 0, 'overPayable'],
    ['259.70', 259.7, 'ok'],
    ['259.7', 259.7, 'ok'],
    ['0.01', 259.7, 'ok'],
    ['10,5', 259.7, 'ok'],
  ])('%s against %s → %s', (typed, payable, kind) => {
    expect(checkAmount(typed, payable).kind).toBe(kind);
  });

  it('sends the normalized amount', () => {
    expect(checkAmount(' 10,50', 259.7)).toEqual({ kind: 'ok', amount: '10.50' });
  });

  it('compares in cents: 0.1 + 0.2 style payables are exact', () => {
    expect(checkAmount('0.30', 0.1 + 0.2).kind).toBe('ok');
    expect(checkAmount('0.31', 0.1 + 0.2).kind).toBe('overPayable');
  });
});

describe('the Idempotency-Key of an attempt (PAY-004)', () => {
  let n = 0;
  const fresh = () => `key-${++n}`;

  it('keeps the key for a retry of an unanswered attempt, makes a new one for another amount or after an answer', () => {
    const first = attemptFor({ key: 'key-0', amount: '', answered: false }, '10.00', fresh);
    expect(first).toEqual({ key: 'key-0', amount: '10.00', answered: false });
    // The request was lost (network): the same attempt again.
    expect(attemptFor(first, '10.00', fresh).key).toBe('key-0');
    // Another amount: another attempt.
    const other = attemptFor(first, '12.00', fresh);
    expect(other.key).not.toBe('key-0');
    // Answered (accepted or refused): the next Pay is a new attempt, even for the same amount.
    expect(attemptFor({ ...other, answered: true }, '12.00', fresh).key).not.toBe(other.key);
  });

  it('counts 450 refusals and answers with the error flag as answered; network failures, 5xx and 433–435 not', () => {
    expect(wasAnswered(new ProductError('The amount cannot be more than your balance of $259.70.', 450))).toBe(true);
    expect(wasAnswered(new ProductError('Refused.', 200))).toBe(true);
    expect(wasAnswered(new NetworkError('Failed to fetch'))).toBe(false);
    expect(wasAnswered(new HttpStatusError('Server error 500', 500))).toBe(false);
    expect(wasAnswered(new ProductError('Something went wrong. Please try again later.'))).toBe(false);
  });
});
