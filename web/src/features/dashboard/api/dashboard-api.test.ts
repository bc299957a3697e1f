// covers: NET-012, NET-021
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { fetchBroadbandTraffic } from './get-broadband-traffic';
import { fetchRatingSurvey, postRating } from './rating-survey';

beforeEach(() => setToken('tok'));

/** user.1001/broadbandtraffic as the Go server writes it (broadbandTraffic). */
const traffic = {
  error: 0,
  message: '',
  object: {
    used_gb: 123.456,
    base_cap: 400,
    loyalty_extra_gb: 50,
    onetime_extra_gb: 0,
    total_cap: 450,
    unlimited: false,
    period_start: 1793516400000,
    period_end: 1796112000000,
    today: { year: 2026, month: 11, day: 23 },
  },
  zeroRows: false,
  name: 'broadbandtraffic',
};

/** The survey's descriptor as the Go server writes it (schema.RatingSurvey, trimmed to the select). */
const schema = {
  sVersion: '1',
  pk: 'id',
  httpGetParameters: {},
  generalSchema: {},
  props: {
    rate_options: {
      type: 'so',
      expectedType: 'string',
      label: 'What is your score mostly about?',
      required: false,
      autoFocus: false,
      dropdownOptions: [
        { value: 'speed', label: 'Internet speed' },
        { value: 'price', label: 'Price' },
      ],
    },
  },
};

describe('broadbandtraffic', () => {
  it('decodes the Go answer', async () => {
    installFakeServer({ 'GET user.1001/broadbandtraffic': { json: traffic } });
    expect(await fetchBroadbandTraffic(1001)).toEqual({
      available: true,
      traffic: {
        usedGb: 123.456,
        baseCap: 400,
        loyaltyExtraGb: 50,
        onetimeExtraGb: 0,
        totalCap: 450,
        unlimited: false,
        overGb: 0,
        overagePrice: 0,
        overageAmount: 0,
        periodStart: 1793516400000,
        periodEnd: 1796112000000,
        today: { year: 2026, month: 11, day: 23 },
      },
    });
  });

  it('reads the unlimited flag or a cap of nines as Unlimited, and figures left out as 0', async () => {
    installFakeServer({ 'GET user.1001/broadbandtraffic': { json: { error: 0, object: { used_gb: 1, base_cap: 999999 } } } });
    const r = await fetchBroadbandTraffic(1001);
    expect(r.available && [r.traffic.unlimited, r.traffic.totalCap, r.traffic.periodStart]).toEqual([true, 0, 0]);
  });

  it.each([
    ['a cap sent as text', { ...traffic.object, base_cap: '400' }],
    ['a malformed today', { ...traffic.object, today: '2026-11-23' }],
  ])('refuses a malformed answer: %s', async (_name, object) => {
    installFakeServer({ 'GET user.1001/broadbandtraffic': { json: { error: 0, object } } });
    await expect(fetchBroadbandTraffic(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('ratingsurvey', () => {
  it('decodes the Go answer with its schema (ratingSurveyObject, rating null or the last answer)', async () => {
    installFakeServer({
      'GET user.1001/ratingsurvey': { json: { error: 0, message: '', object: { getrating: false, rating: { rate: 8, rate_options: 'speed', comment: 'ok' } }, zeroRows: false, name: 'ratingsurvey', schema } },
    });
    expect(await fetchRatingSurvey(1001)).toEqual({
      getrating: false,
      rating: { rate: 8, rate_options: 'speed', comment: 'ok' },
      optionsLabel: 'What is your score mostly about?',
      options: [
        { value: 'speed', text: 'Internet speed' },
        { value: 'price', text: 'Price' },
      ],
    });
    installFakeServer({ 'GET user.1001/ratingsurvey': { json: { error: 0, object: { getrating: true, rating: null }, schema } } });
    expect(await fetchRatingSurvey(1001)).toMatchObject({ getrating: true, rating: null });
  });

  it.each([
    ['getrating as text', { getrating: 'true', rating: null }],
    ['a rate as text', { getrating: false, rating: { rate: '8', rate_options: '', comment: '' } }],
  ])('refuses a malformed answer: %s', async (_name, object) => {
    installFakeServer({ 'GET user.1001/ratingsurvey': { json: { error: 0, object, schema } } });
    await expect(fetchRatingSurvey(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it("checks the write's answer: success, or a refusal with the server's message", async () => {
    installFakeServer({ 'POST user.1001/ratingsurvey': { json: { error: 0, message: 'Thanks.', success: true } } });
    expect(await postRating(1001, { rate: 9, rate_options: '', comment: '' })).toMatchObject({ success: true, message: 'Thanks.' });
    installFakeServer({ 'POST user.1001/ratingsurvey': { json: { error: 0, success: 'true' } } });
    await expect(postRating(1001, { rate: 9, rate_options: '', comment: '' })).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
