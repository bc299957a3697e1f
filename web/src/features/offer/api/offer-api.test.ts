// covers: MISC-002, MISC-003
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, ProductError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { postOfferQuery } from './post-offer-query';

beforeEach(() => setToken('tok'));

/** user.1001/offerquery as the Go server writes it (offerObject). */
const offer = {
  offercode: 'FALL26',
  title: 'Fall upgrade',
  text: 'Faster for less.',
  description: 'Three months at half price.',
  buttontext: 'Upgrade now',
  redirecturl: '/user/package?action=upgrade',
  upgradetext: 'Half price for 3 months',
  expires: 1798761600,
};

describe('offerquery', () => {
  it('decodes the Go answer', async () => {
    installFakeServer({ 'POST user.1001/offerquery': { json: { error: 0, message: '', object: offer, zeroRows: false, name: 'offerquery' } } });
    expect(await postOfferQuery(1001, 'FALL26')).toEqual(offer);
  });

  it('keeps the asked code when the answer has none; no offer or an error flag is "not found"', async () => {
    installFakeServer({ 'POST user.1001/offerquery': { json: { error: 0, object: { title: 'T' } } } });
    expect(await postOfferQuery(1001, 'X1')).toMatchObject({ offercode: 'X1', title: 'T', expires: 0 });
    installFakeServer({ 'POST user.1001/offerquery': { json: { error: 0 } } });
    await expect(postOfferQuery(1001, 'X1')).rejects.toBeInstanceOf(ProductError);
    installFakeServer({ 'POST user.1001/offerquery': { json: { error: 1, message: 'Offer not found' } } });
    await expect(postOfferQuery(1001, 'X1')).rejects.toEqual(new ProductError('Offer not found'));
  });

  it('refuses a malformed offer', async () => {
    installFakeServer({ 'POST user.1001/offerquery': { json: { error: 0, object: { ...offer, expires: '1798761600' } } } });
    await expect(postOfferQuery(1001, 'FALL26')).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
