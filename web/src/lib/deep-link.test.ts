// covers: PLAT-145, PLAT-146, PLAT-147
import { describe, expect, it, vi } from 'vitest';
import {
  browserDeepLinkActions,
  setInAppBrowserCloser,
  deepLinkTarget,
  handleDeepLink,
  parseAutopaymentLink,
  type DeepLinkActions,
} from './deep-link';
import { DEEP_LINK_EVENT, listenForDeepLinks } from './deep-link-listener';

const msg = encodeURIComponent(JSON.stringify({ message: 'Your card was added.', cctoken: 'tok_4242' }));

describe('deepLinkTarget: the path after the country-domain suffix', () => {
  it.each([
    ['https://myaccount.provider.ca/user/autopayment', '/user/autopayment', ''],
    [`https://myaccount.provider.ca/user/autopayment?result=approved&message=${msg}`, '/user/autopayment', `?result=approved&message=${msg}`],
    ['https://myaccount.provider.com/user/dashboard', '/user/dashboard', ''],
    ['https://myaccount.provider.co.uk/ui/user/wifi?x=1#top', '/user/wifi', '?x=1'],
    ['myaccount.provider.ca/user/documents', '/user/documents', ''],
    ['myaccount://myaccount.provider.ca/user/package', '/user/package', ''],
    ['https://myaccount.provider.ca:8443//user//calendar', '/user/calendar', ''],
    ['https://myaccount.provider.ca', '/', ''],
    ['https://myaccount.provider.ca/ui', '/', ''],
    ['https://myaccount.provider.ca/?', '/', ''],
    ['  /user/account?tab=1 ', '/user/account', '?tab=1'],
  ])('%s → %s %s', (link, path, search) => {
    expect(deepLinkTarget(link)).toEqual({ path, search, href: path + search });
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'https://', 'http://[bad'])('rejects %j', (link) => {
    expect(deepLinkTarget(link)).toBeNull();
  });
});

describe('parseAutopaymentLink', () => {
  it.each([
    [`?result=approved&message=${msg}`, { result: 'approved', message: 'Your card was added.', cardToken: 'tok_4242' }],
    [`result=APPROVED&message=${encodeURIComponent('{"msg":"ok","cardToken":"c1"}')}`, { result: 'approved', message: 'ok', cardToken: 'c1' }],
    [`?result=denied&message=${encodeURIComponent('{"message":"Card declined"}')}`, { result: 'denied', message: 'Card declined', cardToken: null }],
    ['?result=cancelled', { result: 'cancelled', message: '', cardToken: null }],
    ['?result=denied&message=Card%20declined', { result: 'denied', message: 'Card declined', cardToken: null }],
    [`?result=approved&message=${encodeURIComponent('"quoted"')}`, { result: 'approved', message: 'quoted', cardToken: null }],
    [`?result=approved&message=${encodeURIComponent('{"token":123}')}`, { result: 'approved', message: '', cardToken: '123' }],
  ])('%s', (search, expected) => {
    expect(parseAutopaymentLink(search)).toMatchObject(expected);
  });

  it('keeps the parsed message JSON and reads URLSearchParams', () => {
    const r = parseAutopaymentLink(new URLSearchParams({ result: 'approved', message: '{"cctoken":"t","last4":"4242"}' }));
    expect(r?.details).toEqual({ cctoken: 't', last4: '4242' });
  });

  it('is null without a result', () => {
    expect(parseAutopaymentLink('')).toBeNull();
    expect(parseAutopaymentLink(`?message=${msg}`)).toBeNull();
  });

  it('reads the link of the autopayment deep link end to end', () => {
    const target = deepLinkTarget(`https://myaccount.provider.ca/user/autopayment?result=approved&message=${msg}`)!;
    expect(parseAutopaymentLink(target.search)?.cardToken).toBe('tok_4242');
  });
});

function actions() {
  const order: string[] = [];
  const a: DeepLinkActions = {
    closeInAppBrowser: vi.fn(() => order.push('close')),
    navigate: vi.fn((href: string) => order.push(`navigate ${href}`)),
    reload: vi.fn(() => order.push('reload')),
  };
  return { a, order };
}

describe('handleDeepLink', () => {
  it('closes the in-app browser, navigates to the path and reloads, in that order', () => {
    const { a, order } = actions();
    handleDeepLink('https://myaccount.provider.ca/user/autopayment?result=cancelled', a);
    expect(order).toEqual(['close', 'navigate /user/autopayment?result=cancelled', 'reload']);
  });

  it('still navigates when closing fails, and ignores unusable links', () => {
    const { a, order } = actions();
    a.closeInAppBrowser = () => {
      throw new Error('already closed');
    };
    expect(handleDeepLink('https://myaccount.provider.ca/user/wifi', a)?.path).toBe('/user/wifi');
    expect(order).toEqual(['navigate /user/wifi', 'reload']);
    expect(handleDeepLink('javascript:alert(1)', a)).toBeNull();
    expect(order).toHaveLength(2);
  });

  it('listens for the native shell event until removed, and follows the links in order', async () => {
    const { a, order } = actions();
    const target = new EventTarget();
    const stop = listenForDeepLinks(target, a);
    target.dispatchEvent(new CustomEvent(DEEP_LINK_EVENT, { detail: { url: 'https://myaccount.provider.ca/user/package' } }));
    target.dispatchEvent(new CustomEvent(DEEP_LINK_EVENT, { detail: 'https://myaccount.provider.ca/user/calendar' }));
    target.dispatchEvent(new CustomEvent(DEEP_LINK_EVENT, { detail: { nothing: true } }));
    stop();
    target.dispatchEvent(new CustomEvent(DEEP_LINK_EVENT, { detail: { url: 'https://myaccount.provider.ca/user/account' } }));
    // The code that follows a link loads with the first one.
    await vi.waitFor(() => expect(order).toHaveLength(6));
    expect(order).toEqual(['close', 'navigate /user/package', 'reload', 'close', 'navigate /user/calendar', 'reload']);
  });

  it('closes the in-app browser the app registered, else asks the native bridge', () => {
    const close = vi.fn();
    setInAppBrowserCloser(close);
    browserDeepLinkActions.closeInAppBrowser();
    expect(close).toHaveBeenCalledTimes(1);
    const bridge = { closeInAppBrowser: vi.fn() };
    vi.stubGlobal('myAccountNative', bridge);
    browserDeepLinkActions.closeInAppBrowser();
    expect(close).toHaveBeenCalledTimes(1);
    expect(bridge.closeInAppBrowser).toHaveBeenCalledTimes(1);
  });

  it('navigates under the /ui base', () => {
    browserDeepLinkActions.navigate('/user/autopayment?result=approved');
    expect(window.location.pathname + window.location.search).toBe('/ui/user/autopayment?result=approved');
  });
});
