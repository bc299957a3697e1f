// covers: NET-080, NET-083
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, setToken } from '../../../lib/api-client';
import { clearSchemaCache } from '../../../lib/schema-form';
import { installFakeServer } from '../../../test/fake-server';
import { fetchWifiSettings } from './get-wifi-settings';
import { postWifiSettings } from './post-wifi-settings';

beforeEach(() => {
  setToken('tok');
  clearSchemaCache();
});

const schema = {
  sVersion: '1',
  pk: 'contactid',
  httpGetParameters: {},
  generalSchema: {},
  props: { wifi_ssid: { type: 'oi', expectedType: 'string', label: 'Network name', required: true, autoFocus: true } },
};

/** user.1001/wifisettings' object as the Go server writes it (wifiSettingsObject). */
const settings = {
  contactid: 1001,
  wifi_enabled: true,
  wifi_ssid: 'Fields-Home',
  wifi_password: 'correct horse',
  guest_enabled: false,
  guest_ssid: 'Fields-Guest',
  guest_password: '',
};

describe('wifisettings', () => {
  it('decodes the Go answer with its schema', async () => {
    installFakeServer({ 'GET user.1001/wifisettings': { json: { error: 0, message: '', object: settings, zeroRows: false, name: 'wifisettings', pk: 'contactid', schema } } });
    const r = await fetchWifiSettings(1001);
    expect(r.available && r.settings).toEqual(settings);
    expect(r.schema?.pk).toBe('contactid');
  });

  it("reads fields left out as off / '' and no contact id as null", async () => {
    installFakeServer({ 'GET user.1001/wifisettings': { json: { error: 0, object: { wifi_ssid: 'X' }, schema } } });
    const r = await fetchWifiSettings(1001);
    expect(r.available && r.settings).toEqual({ contactid: null, wifi_enabled: false, wifi_ssid: 'X', wifi_password: '', guest_enabled: false, guest_ssid: '', guest_password: '' });
  });

  it('refuses a malformed object, and a malformed write answer', async () => {
    installFakeServer({ 'GET user.1001/wifisettings': { json: { error: 0, object: { ...settings, wifi_enabled: 'on' }, schema } } });
    await expect(fetchWifiSettings(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
    installFakeServer({ 'POST user.1001/wifisettings.1001': { json: { error: 0, success: 'yes' } } });
    await expect(postWifiSettings(1001, { wifi_ssid: 'Y' })).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
