// covers: PLAT-063, PLAT-066, PLAT-075, PLAT-076, PLAT-091
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../browser';
import { pathUnderBase } from '../app-base';
import { buildLoginUrl, getRedirectCount, redirectToLogin, resetRedirectCount } from './login-redirect';

describe('buildLoginUrl', () => {
  it.each([
    [{ count: 1, path: '/user/dashboard' }, '/auth/login?r=myaccount&rc=1&rp=%2Fuser%2Fdashboard'],
    [{ count: 2, path: 'user/x', hw: 'AA:bb:cc:dd:ee:ff', seg: '12' }, '/auth/login?r=myaccount&rc=2&rp=%2Fuser%2Fx&hw=AA%3Abb%3Acc%3Add%3Aee%3Aff&seg=12'],
    [{ count: 3, path: '/', hw: 'aa:bb:cc', seg: '' }, '/auth/login?r=myaccount&rc=3&rp=%2F'],
    [{ count: 1, path: '/register', hw: null, seg: 'x y' }, '/auth/login?r=myaccount&rc=1&rp=%2Fregister&seg=x+y'],
  ])('%j', (params, want) => {
    expect(buildLoginUrl(params)).toBe(want);
  });
});

describe('pathUnderBase', () => {
  it.each([
    ['/ui', '/'],
    ['/ui/', '/'],
    ['/ui/user/dashboard', '/user/dashboard'],
    ['/uix/user', '/'],
    ['/other', '/'],
  ])('%s → %s', (p, want) => expect(pathUnderBase(p)).toBe(want));
});

describe('redirectToLogin', () => {
  beforeEach(() => vi.spyOn(browser, 'assign').mockImplementation(() => {}));

  it('increments the count kept in sessionStorage, and resets', () => {
    expect(() => redirectToLogin('http://h/ui/register?hw=aa:bb:cc:dd:ee:ff&seg=3')).toThrow('Redirecting');
    expect(getRedirectCount()).toBe(1);
    expect(browser.assign).toHaveBeenCalledWith('/auth/login?r=myaccount&rc=1&rp=%2Fregister&hw=aa%3Abb%3Acc%3Add%3Aee%3Aff&seg=3');
    resetRedirectCount();
    expect(getRedirectCount()).toBe(0);
  });

  it('drops an invalid hw', () => {
    expect(() => redirectToLogin('http://h/ui/register?hw=zz')).toThrow();
    expect(browser.assign).toHaveBeenCalledWith('/auth/login?r=myaccount&rc=1&rp=%2Fregister');
  });
});
