import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../test/fake-server';
import { MalformedAnswerError } from './api-client';
import { fallbackBranding, fetchBranding } from './branding';

describe('fetchBranding', () => {
  it('decodes the Go body (portal.Branding texts and the app settings, timezone among them)', async () => {
    installFakeServer({
      'GET /guest/branding': {
        json: {
          provider: 'Prairie Wave Internet',
          product: 'Prairie Wave',
          phone: '1-800-555-0199',
          vipPhone: '1-800-555-0188',
          email: 'support@prairiewave.example',
          address: '100 Main Street, Red Deer, AB T4N 1A1',
          logoUrl: '',
          primaryColor: '#0b5cad',
          apiBrowserUsers: [9001],
          featuredPackage: 3,
          timezone: 'America/Regina',
          version: '3.7.151',
        },
      },
    });
    expect(await fetchBranding()).toEqual({
      provider: 'Prairie Wave Internet',
      product: 'Prairie Wave',
      phone: '1-800-555-0199',
      vipPhone: '1-800-555-0188',
      email: 'support@prairiewave.example',
      address: '100 Main Street, Red Deer, AB T4N 1A1',
      logoUrl: '',
      primaryColor: '#0b5cad',
      timezone: 'America/Regina',
      agreementTextPath: '/guest/agreementtext',
    });
  });

  // covers: ONB-041
  it('takes the agreement-text path of the configuration, a path of this origin only', async () => {
    installFakeServer({ 'GET /guest/branding': { json: { agreementTextPath: '/guest/texts/agreement' } } });
    expect((await fetchBranding()).agreementTextPath).toBe('/guest/texts/agreement');
    for (const bad of ['//evil.example/x', 'https://evil.example/x', 'guest/agreementtext', 7, null]) {
      installFakeServer({ 'GET /guest/branding': { json: { agreementTextPath: bad } } });
      expect((await fetchBranding()).agreementTextPath).toBe('/guest/agreementtext');
    }
  });

  it('takes the fallback for a text left out, null or empty, and for a refusal', async () => {
    installFakeServer({ 'GET /guest/branding': { json: { provider: 'P', phone: null, primaryColor: '' } } });
    expect(await fetchBranding()).toEqual({ ...fallbackBranding, provider: 'P' });
    installFakeServer({ 'GET /guest/branding': { status: 500, json: {} } });
    expect(await fetchBranding()).toEqual(fallbackBranding);
  });

  it('refuses a text of another type', async () => {
    installFakeServer({ 'GET /guest/branding': { json: { provider: 'P', timezone: 7 } } });
    await expect(fetchBranding()).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
