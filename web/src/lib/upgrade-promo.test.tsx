import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  isInvalidOfferMessage,
  isPromoExpired,
  readUpgradePromo,
  removeUpgradePromo,
  storeUpgradePromo,
  upgradePromoKey,
  useUpgradePromo,
} from './upgrade-promo';

const NOW = Date.UTC(2026, 10, 23, 12); // epoch ms
const inSeconds = (ms: number) => Math.floor(ms / 1000);

function Probe({ user }: { user: number }) {
  const promo = useUpgradePromo(user);
  return <div data-testid="promo">{promo ? promo.offercode : 'none'}</div>;
}

describe('stored upgrade promo', () => {
  it('is kept per account under upgradePromo.{user} with offercode, upgradetext and expires in seconds', () => { // covers: NET-062
    storeUpgradePromo(1001, { offercode: 'FIBER500', upgradetext: '$15 off', expires: inSeconds(NOW) + 3600 });
    expect(upgradePromoKey(1001)).toBe('upgradePromo.1001');
    expect(JSON.parse(localStorage.getItem('upgradePromo.1001')!)).toEqual({
      offercode: 'FIBER500',
      upgradetext: '$15 off',
      expires: inSeconds(NOW) + 3600,
    });
    expect(readUpgradePromo(1001, NOW)?.offercode).toBe('FIBER500');
    expect(readUpgradePromo(4001, NOW)).toBeNull();
  });

  it('removes an expired promo from storage (expires compared in epoch seconds)', () => { // covers: NET-063
    const expires = inSeconds(NOW) + 60;
    expect(isPromoExpired({ expires }, NOW)).toBe(false);
    expect(isPromoExpired({ expires }, NOW + 59_999)).toBe(false);
    expect(isPromoExpired({ expires }, NOW + 60_000)).toBe(true);
    storeUpgradePromo(1001, { offercode: 'FIBER500', upgradetext: '', expires });
    expect(readUpgradePromo(1001, NOW + 30_000)).not.toBeNull();
    expect(localStorage.getItem('upgradePromo.1001')).not.toBeNull();
    expect(readUpgradePromo(1001, NOW + 61_000)).toBeNull();
    expect(localStorage.getItem('upgradePromo.1001')).toBeNull();
  });

  it('removes an unreadable promo', () => {
    localStorage.setItem('upgradePromo.1001', '{not json');
    expect(readUpgradePromo(1001, NOW)).toBeNull();
    expect(localStorage.getItem('upgradePromo.1001')).toBeNull();
    localStorage.setItem('upgradePromo.1001', JSON.stringify({ offercode: '', expires: 99999999999 }));
    expect(readUpgradePromo(1001, NOW)).toBeNull();
  });

  it('the hook follows writes and removals and drops an expired promo', () => { // covers: NET-063
    render(<Probe user={1001} />);
    expect(screen.getByTestId('promo')).toHaveTextContent('none');
    act(() => storeUpgradePromo(1001, { offercode: 'FIBER500', upgradetext: '', expires: inSeconds(Date.now()) + 3600 }));
    expect(screen.getByTestId('promo')).toHaveTextContent('FIBER500');
    act(() => removeUpgradePromo(1001));
    expect(screen.getByTestId('promo')).toHaveTextContent('none');
    act(() => storeUpgradePromo(1001, { offercode: 'OLD', upgradetext: '', expires: inSeconds(Date.now()) - 10 }));
    expect(screen.getByTestId('promo')).toHaveTextContent('none');
    expect(localStorage.getItem('upgradePromo.1001')).toBeNull();
  });
});

describe('the server refusing an offer', () => {
  it('says "Invalid offer" in either language (the server answers in the app\'s)', () => { // covers: NET-061
    expect(isInvalidOfferMessage('Invalid offer')).toBe(true);
    expect(isInvalidOfferMessage('Offre non valide')).toBe(true);
    expect(isInvalidOfferMessage('Something else')).toBe(false);
  });
});
