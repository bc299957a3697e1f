// covers: PLAT-131, PLAT-132, PLAT-133, PLAT-134, PLAT-135, PLAT-136, PLAT-137, PLAT-138, PLAT-139, PLAT-066
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, type FakeAnswer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { AUTO_HOME_MS, DOTS_STEP_MS } from './register-page';
import { IP_POLL_MS } from '../../../lib/my-ip-address';
import { wholeText } from '../../../test/whole-text';

const FAILED =
  'Register failed. Please contact Demo Networks. Toll Free Number: 1-800-555-0100 / Email: support@demo.test / Address: 1 Demo Way, Edmonton AB';
const ERROR_DEFAULT =
  'Error in register. Please contact Demo Networks. Toll Free Number: 1-800-555-0100 / Email: support@demo.test / Address: 1 Demo Way, Edmonton AB';
const WAITING = 'Please wait while we automatically setup your connection.';
const GO = 'Click here to go to your account';
const HW = 'AA:BB:CC:DD:EE:01';

const started: FakeAnswer = {
  json: { error: 0, case: 100, message: 'Your device is registered. We are setting up your connection.', object: { case: 100, message: 'Your device is registered. We are setting up your connection.' } },
};

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

function open(query: string, answer: FakeAnswer = started) {
  const server = installFakeServer({
    'POST me.1/firstmacregister': answer,
    'GET me.1/whatismyipaddress': { json: { error: 0, object: { ip: '203.0.113.7', private: false } } },
  });
  renderApp(`/ui/register${query}`);
  return server;
}

const location = () => screen.getByTestId('location');

describe('registration page', () => {
  it('shows a loader, posts {hw, seg}, then (case ≥ 100) the waiting message, the dots and the account button', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const server = open(`?hw=${HW}&seg=north`, async () => {
      await gate;
      return started;
    });
    expect(await screen.findByText('Registering your device…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GO })).toBeNull();
    release();
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GO })).toBeInTheDocument();
    expect(screen.getByTestId('register-dots')).toBeInTheDocument();
    const posts = server.callsTo('POST', 'me.1/firstmacregister');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ hw: HW, seg: 'north' });
    expect(posts[0]!.headers.get('x-omicron')).toBe('tok');
  });

  it('reads the case from the object when the top level has none', async () => {
    open(`?hw=${HW}&seg=north`, { json: { error: 0, message: 'ok', object: { case: 101 } } });
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
  });

  it('advances the dots every 800 ms, polls the IP every 5 s and goes to the account home after 120 s', async () => {
    vi.useFakeTimers();
    const server = open(`?hw=${HW}&seg=north`);
    // Fake time moves 1 ms at a time until the waiting state shows, so the clock is exact.
    for (let i = 0; i < 2_000 && !screen.queryByText(WAITING); i++) await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const dots = screen.getByTestId('register-dots');
    expect(dots).toHaveAttribute('data-step', '0');
    await tick(DOTS_STEP_MS - 5);
    expect(dots).toHaveAttribute('data-step', '0');
    await tick(5);
    expect(dots).toHaveAttribute('data-step', '1');
    expect(dots).toHaveTextContent('.');
    await tick(DOTS_STEP_MS);
    expect(dots).toHaveAttribute('data-step', '2');
    await tick(DOTS_STEP_MS);
    expect(dots).toHaveAttribute('data-step', '3');
    expect(dots).toHaveTextContent('...');
    await tick(DOTS_STEP_MS);
    expect(dots).toHaveAttribute('data-step', '0');

    // 3,200 ms in: one read on mount, the next at 5,000 ms, then every 5,000 ms.
    const polls = () => server.callsTo('GET', 'me.1/whatismyipaddress').length;
    expect(polls()).toBe(1);
    await tick(IP_POLL_MS - 4 * DOTS_STEP_MS - 5);
    expect(polls()).toBe(1);
    await tick(10);
    expect(polls()).toBe(2);
    await tick(IP_POLL_MS);
    expect(polls()).toBe(3);

    // 10,005 ms in: just before 120 s it still waits; at 120 s it goes to the account home.
    await tick(AUTO_HOME_MS - IP_POLL_MS * 2 - 5 - 10);
    expect(location()).toHaveTextContent('/register');
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    await tick(20);
    expect(location()).not.toHaveTextContent('/register');
    expect(polls()).toBe(1 + AUTO_HOME_MS / IP_POLL_MS); // 0 s, 5 s, … 120 s
    // The account home lands on the account's page.
    for (let i = 0; i < 500 && !location().textContent?.includes('/user/'); i++) await tick(10);
    expect(location()).toHaveTextContent('/user/dashboard');
  });

  it("'Click here to go to your account' goes to the account home", async () => {
    open(`?hw=${HW}&seg=north`);
    await userEvent.click(await screen.findByRole('button', { name: GO }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/dashboard'), { timeout: 15_000 });
  });

  it.each([
    ['no hw', '?seg=north'],
    ['no seg', `?hw=${HW}`],
    ['nothing', ''],
    ['an hw that is not six hex pairs', '?hw=AA:BB:CC:DD:EE&seg=north'],
    ['an hw with non-hex digits', '?hw=AA:BB:CC:DD:EE:GG&seg=north'],
  ])('with %s shows Register failed with the provider contact and does not post', async (_name, query) => {
    const server = open(query);
    expect(await screen.findByText(wholeText(FAILED))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GO })).toBeInTheDocument();
    expect(server.callsTo('POST', 'me.1/firstmacregister')).toEqual([]);
  });

  it.each([
    ['a 450', { status: 450, json: { error: 1, message: 'The network segment is not valid.' } }],
    ['a 500', { status: 500, json: {} }],
    ['a network failure', { networkError: 'Failed to fetch' }],
  ] as [string, FakeAnswer][])('after %s shows Register failed', async (_name, answer) => {
    open(`?hw=${HW}&seg=north`, answer);
    expect(await screen.findByText(wholeText(FAILED))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GO })).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).toBeNull();
  });

  it('with a case below 100 shows the server message and the button, no dots', async () => {
    const server = open(`?hw=${HW}&seg=north`, {
      json: { error: 0, case: 10, message: 'This account has no internet service to register a device on.', object: { case: 10 } },
    });
    expect(await screen.findByText('This account has no internet service to register a device on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GO })).toBeInTheDocument();
    expect(screen.queryByTestId('register-dots')).toBeNull();
    expect(server.callsTo('GET', 'me.1/whatismyipaddress')).toEqual([]);
  });

  it("with no case and no message shows 'Error in register. Please contact …' with the provider contact", async () => {
    open(`?hw=${HW}&seg=north`, { json: { error: 0 } });
    expect(await screen.findByText(wholeText(ERROR_DEFAULT))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GO })).toBeInTheDocument();
  });
});
