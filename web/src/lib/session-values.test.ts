// covers: PLAT-105, PLAT-192, PLAT-193
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './api-client/query';
import {
  clearSessionValues,
  defaultSessionValues,
  getSessionValues,
  reloadSessionValues,
  updateSessionValues,
} from './session-values';
import { storageKeys } from './storage';

describe('session values', () => {
  it('are user, email, hw, adjunct, contractor, clockedin, isVip and hasPreinstall', () => {
    expect(Object.keys(getSessionValues()).sort()).toEqual(
      ['adjunct', 'clockedin', 'contractor', 'email', 'hasPreinstall', 'hw', 'isVip', 'user'].sort(),
    );
  });

  it('start with contractor, clockedin and adjunct as inert false defaults', () => {
    expect(defaultSessionValues).toEqual({
      user: null,
      email: '',
      hw: '',
      adjunct: false,
      contractor: false,
      clockedin: false,
      isVip: false,
      hasPreinstall: false,
    });
    expect(Object.isFrozen(defaultSessionValues)).toBe(true);
  });

  it('are persisted in localStorage and read back after a reload', () => {
    updateSessionValues({ user: 1002, email: 'avery@demo.test', hw: 'aa:bb:cc:dd:ee:ff', isVip: true, hasPreinstall: true });
    expect(JSON.parse(window.localStorage.getItem(storageKeys.session)!)).toMatchObject({ user: 1002, hw: 'aa:bb:cc:dd:ee:ff' });
    reloadSessionValues();
    expect(getSessionValues()).toEqual({
      ...defaultSessionValues,
      user: 1002,
      email: 'avery@demo.test',
      hw: 'aa:bb:cc:dd:ee:ff',
      isVip: true,
      hasPreinstall: true,
    });
  });

  it('fill missing values with the defaults and drop a malformed user', () => {
    window.localStorage.setItem(storageKeys.session, JSON.stringify({ user: 'x', email: 'a@b.c' }));
    reloadSessionValues();
    expect(getSessionValues()).toEqual({ ...defaultSessionValues, email: 'a@b.c' });
    window.localStorage.setItem(storageKeys.session, '{not json');
    reloadSessionValues();
    expect(getSessionValues()).toEqual(defaultSessionValues);
  });

  it('clear from storage at logout', () => {
    updateSessionValues({ user: 1001 });
    clearSessionValues();
    expect(window.localStorage.getItem(storageKeys.session)).toBeNull();
    expect(getSessionValues()).toEqual(defaultSessionValues);
  });

  it('are the only state kept in storage: the data branch (server answers) is not persisted', () => {
    const client = createQueryClient();
    client.setQueryData(['user', '1001', 'serviceemail'], { list: [{ email: 'secret@demo.test' }] });
    updateSessionValues({ user: 1001 });
    const stored = [window.localStorage, window.sessionStorage].flatMap((s) =>
      Array.from({ length: s.length }, (_, i) => s.getItem(s.key(i)!) ?? ''),
    );
    expect(stored.join('\n')).not.toContain('secret@demo.test');
    expect(window.localStorage.length).toBe(1);
    client.clear();
  });
});
