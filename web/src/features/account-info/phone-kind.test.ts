// covers: ACCT-001
import { describe, expect, it } from 'vitest';
import { enAreas } from '../../i18n/en';
import { frAreas } from '../../i18n/fr';
import { phoneKindLabel } from './phone-kind';

const texts = async (areas: { account: () => Promise<object> }) => {
  const account = (await areas.account()) as { info: { phoneKind: Record<string, string> } };
  return (key: string) => account.info.phoneKind[key.split('.').pop()!] ?? key;
};

describe('phone number kinds', () => {
  it('names the usual kinds in French, any case (issue 28: « Home : »)', async () => {
    const fr = await texts(frAreas);
    expect(phoneKindLabel('Home', fr)).toBe('Domicile');
    expect(phoneKindLabel('MOBILE', fr)).toBe('Cellulaire');
    expect(phoneKindLabel(' work ', fr)).toBe('Travail');
  });

  it('keeps the English names in English and any other description as written', async () => {
    const en = await texts(enAreas);
    expect(phoneKindLabel('home', en)).toBe('Home');
    expect(phoneKindLabel('Cottage', en)).toBe('Cottage');
    expect(phoneKindLabel('Chalet', await texts(frAreas))).toBe('Chalet');
  });
});
