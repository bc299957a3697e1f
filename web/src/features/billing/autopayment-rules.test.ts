// covers: PAY-013, PAY-021, PAY-022, PAY-023, PAY-036, PAY-037
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import {
  acceptedCardBrands,
  cardExpiry,
  chequeState,
  fileProblemKey,
  isCardMethod,
  isPrepaidName,
  methodTypeKey,
  nameOnCardProblem,
  normalizeNameOnCard,
} from './autopayment-rules';

describe('the method (PAY-013)', () => {
  it('is VA Visa, MC Mastercard or EF a bank account', () => {
    expect(translate(methodTypeKey('VA'))).toBe('Visa');
    expect(translate(methodTypeKey('MC'))).toBe('Mastercard');
    expect(translate(methodTypeKey('EF'))).toBe('Bank account (EFT)');
    expect(translate(methodTypeKey('XX'))).toBe('Payment method');
    expect(isCardMethod({ type: 'VA' })).toBe(true);
    expect(isCardMethod({ type: 'MC' })).toBe(true);
    expect(isCardMethod({ type: 'EF' })).toBe(false);
  });

  it('shows a card’s expiry as MM/YYYY, and none for a bank account', () => {
    expect(cardExpiry({ type: 'VA', description: '', expmonth: 3, expyear: 2030, since: 0 })).toEqual({ month: '03', year: '2030' });
    expect(cardExpiry({ type: 'MC', description: '', expmonth: 12, expyear: 30, since: 0 })).toEqual({ month: '12', year: '2030' });
    expect(cardExpiry({ type: 'EF', description: '', expmonth: 0, expyear: 0, since: 0 })).toBeNull();
    expect(cardExpiry({ type: 'VA', description: '', expmonth: 13, expyear: 2030, since: 0 })).toBeNull();
  });
});

describe('the name on card', () => {
  it('only Visa and Mastercard are accepted (PAY-021)', () => {
    expect(acceptedCardBrands).toEqual(['Visa', 'Mastercard']);
    expect(translate('billing.card.accepted')).toBe('Only Visa and Mastercard are accepted.');
  });

  it('is required and must not be blank (PAY-022)', () => {
    expect(nameOnCardProblem('')).toBe('required');
    expect(nameOnCardProblem('   \t ')).toBe('required');
    expect(nameOnCardProblem('Avery Fields')).toBeNull();
    expect(translate('billing.card.nameRequired')).toBe("Please fill name on card before continuing. If prepaid card, write 'prepaid'");
  });

  it('is sent trimmed, its spaces collapsed', () => {
    expect(normalizeNameOnCard('  Avery   Fields ')).toBe('Avery Fields');
  });

  it('"prepaid" and "PPC", any case, mean a prepaid card, as the page says (PAY-023, decisions §3)', () => {
    for (const n of ['prepaid', 'PREPAID', ' Prepaid ', 'PPC', 'ppc', 'Ppc']) expect(isPrepaidName(n)).toBe(true);
    for (const n of ['Avery', 'prepaid card', 'PPC1', '']) expect(isPrepaidName(n)).toBe(false);
    expect(translate('billing.card.prepaid')).toBe('For a prepaid card, write "prepaid" or "PPC" as the name on card.');
  });
});

describe('the void cheque counter (decisions §15)', () => {
  it('above 0 shows the processing message (PAY-036)', () => {
    expect(chequeState({ pendingphotos: 0, papstatus: 'I', photos: [] })).toEqual({ processing: false, uploadHidden: false, rejectedReason: null });
    expect(chequeState({ pendingphotos: 1, papstatus: 'P', photos: [] })).toEqual({ processing: true, uploadHidden: false, rejectedReason: null });
  });

  it('at 2 or more hides the upload (PAY-037)', () => {
    expect(chequeState({ pendingphotos: 2, papstatus: 'P', photos: [] })).toMatchObject({ processing: true, uploadHidden: true });
    expect(chequeState({ pendingphotos: 3, papstatus: 'P', photos: [] })).toMatchObject({ uploadHidden: true });
  });

  it('tells why the latest cheque was rejected when nothing waits', () => {
    const rejected = { id: 2, ts: 20, status: 'rejected', reason: 'The photo is blurry.' };
    const older = { id: 1, ts: 10, status: 'approved', reason: '' };
    expect(chequeState({ pendingphotos: 0, papstatus: 'I', photos: [older, rejected] }).rejectedReason).toBe('The photo is blurry.');
    expect(chequeState({ pendingphotos: 1, papstatus: 'P', photos: [rejected] }).rejectedReason).toBeNull();
    expect(chequeState({ pendingphotos: 0, papstatus: 'C', photos: [rejected, { ...older, ts: 30 }] }).rejectedReason).toBeNull();
  });

  it('reads nothing as nothing sent', () => {
    expect(chequeState(null)).toEqual({ processing: false, uploadHidden: false, rejectedReason: null });
  });
});

describe('the file problems’ texts are G.1’s, word for word', () => {
  it('in English', () => {
    expect(translate(fileProblemKey('missing'))).toBe('Please select a file');
    expect(translate(fileProblemKey('wrongType'))).toBe('Wrong file type. Only jpeg/jpg accepted');
    expect(translate(fileProblemKey('tooBig'))).toBe('File too big. Maximum size 10MB');
    expect(translate(fileProblemKey('invalid'))).toBe('Invalid file');
  });
});
