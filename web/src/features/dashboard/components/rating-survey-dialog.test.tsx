// covers: NET-011, NET-021, NET-022, NET-023, NET-024, NET-025, NET-026, NET-027, NET-028, NET-029, NET-030, NET-031, NET-032
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { clearSchemaCache } from '../../../lib/schema-form';
import { installFakeServer, type FakeAnswer, type FakeCall } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { rateOptionsOf } from '../api/rating-survey';
import { DECLINE, ratingBody } from './rating-survey-dialog';

const THANKS = 'Thank you for taking the time to rate us!';
const FAILURE = 'An error occurred while submitting your rating. Please try again later.';

/** The survey schema as the Go descriptor writes it: rate_options is a select with label/value pairs. */
const schema = {
  sVersion: '1',
  pk: 'id',
  httpGetParameters: {},
  generalSchema: {},
  props: {
    rate: { type: 'oi', label: 'Rate', required: true, autoFocus: false },
    rate_options: {
      type: 'so',
      label: 'What is your score mostly about?',
      required: false,
      autoFocus: false,
      dropdownOptions: [
        { value: 'speed', label: 'Internet speed' },
        { value: 'price', label: 'Price' },
        { value: 'support', text: 'Customer support' },
      ],
    },
    comment: { type: 'oi', label: 'Comment', required: false, autoFocus: false },
  },
};

function survey(getrating: boolean) {
  return (call: FakeCall) => ({
    json: {
      error: 0,
      object: { getrating, rating: getrating ? null : { rate: 8, rate_options: 'speed', comment: '' } },
      ...(call.url.searchParams.get('schema') ? {} : { schema }),
    },
  });
}

function server(post: FakeAnswer = { json: { error: 0, success: true, message: 'Saved.' } }, getrating = true) {
  let asked = getrating;
  return installFakeServer({
    'GET user.1001/broadbandtraffic': { json: { error: 0, object: { used_gb: 1, base_cap: 400, total_cap: 400 } } },
    'GET user.1001/ratingsurvey': (call) => survey(asked)(call),
    'POST user.1001/ratingsurvey': async (call) => {
      let answer = post;
      while (typeof answer === 'function') answer = await answer(call);
      if ('json' in answer && (answer.status ?? 200) === 200) asked = false;
      return answer;
    },
  });
}

async function dialog() {
  return screen.findByRole('dialog', { name: 'Rate us' }, { timeout: 15_000 });
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  clearSchemaCache();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

describe('rating survey modal', () => {
  it('is not shown when getrating is false', async () => {
    const s = server(undefined, false);
    renderApp('/ui/user/dashboard');
    await screen.findByTestId('usage-card', undefined, { timeout: 15_000 });
    await waitFor(() => expect(s.callsTo('GET', 'user.1001/ratingsurvey').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks with 10 stars, nothing chosen, Submit disabled; options and comment appear with a score; posts it and thanks', async () => {
    const s = server();
    renderApp('/ui/user/dashboard');
    const d = await dialog();
    expect(within(d).getByText('How likely are you to recommend Demo Networks to a friend or colleague?')).toBeInTheDocument();
    expect(within(d).getByText('Not at all likely')).toBeInTheDocument();
    expect(within(d).getByText('Extremely likely')).toBeInTheDocument();
    const stars = within(d)
      .getAllByRole('radio')
      .filter((r) => /out of 10/.test((r as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(stars).toHaveLength(10);
    expect(within(d).getByRole('radio', { name: 'No score chosen' })).toBeChecked();
    const submit = within(d).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(within(d).queryByRole('checkbox')).toBeNull();
    expect(within(d).queryByRole('textbox', { name: 'Comment' })).toBeNull();

    // jsdom has no layout for the stars' hover: click the star's radio itself (a real click in e2e).
    fireEvent.click(within(d).getByRole('radio', { name: '9 out of 10' }));
    expect(submit).toBeEnabled();
    expect(within(d).getByRole('group', { name: 'What is your score mostly about?' })).toBeInTheDocument();
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Customer support' }));
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Internet speed' }));
    const comment = within(d).getByRole('textbox', { name: 'Comment' });
    expect(comment.tagName).toBe('TEXTAREA');
    await userEvent.type(comment, ' Fast.{enter}Thanks ');
    await userEvent.click(submit);

    await waitFor(() => expect(s.callsTo('POST', 'user.1001/ratingsurvey')).toHaveLength(1));
    expect(s.callsTo('POST', 'user.1001/ratingsurvey')[0]?.body).toEqual({
      rate: 9,
      rate_options: 'speed support',
      comment: 'Fast.\nThanks',
    });
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate us' })).toBeNull());
  });

  it('"I don\'t want to answer" posts {rate: -1, rate_options: \'\'} and closes', async () => {
    const s = server();
    renderApp('/ui/user/dashboard');
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: "I don't want to answer" }));
    await waitFor(() => expect(s.callsTo('POST', 'user.1001/ratingsurvey')).toHaveLength(1));
    expect(s.callsTo('POST', 'user.1001/ratingsurvey')[0]?.body).toEqual({ rate: -1, rate_options: '' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate us' })).toBeNull());
    expect(screen.queryByText(THANKS)).toBeNull();
  });

  it.each([
    ['a refusal (450)', { status: 450, json: { error: 1, message: 'The rating must be 1 to 10.' } }],
    ['an answer without the success flag', { json: { error: 1, success: false, message: 'No.' } }],
    ['a network failure', { networkError: 'offline' }],
  ] as [string, FakeAnswer][])('shows the failure message and closes after %s', async (_name, answer) => {
    server(answer);
    renderApp('/ui/user/dashboard');
    const d = await dialog();
    fireEvent.click(within(d).getByRole('radio', { name: '3 out of 10' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate us' })).toBeNull());
    expect(screen.queryByText(THANKS)).toBeNull();
  });
});

describe('rating rules', () => {
  it('joins the chosen option keys in the schema order, drops unknown ones, trims the comment', () => {
    const { options, label } = rateOptionsOf(schema as never);
    expect(label).toBe('What is your score mostly about?');
    expect(options).toEqual([
      { value: 'speed', text: 'Internet speed' },
      { value: 'price', text: 'Price' },
      { value: 'support', text: 'Customer support' },
    ]);
    expect(ratingBody(10, ['support', 'speed', 'bogus', 'speed'], options, ' ok ')).toEqual({
      rate: 10,
      rate_options: 'speed support',
      comment: 'ok',
    });
    expect(ratingBody(1, [], options, '')).toEqual({ rate: 1, rate_options: '', comment: '' });
    expect(DECLINE).toEqual({ rate: -1, rate_options: '' });
  });

  it('reads no options from a missing schema', () => {
    expect(rateOptionsOf(null)).toEqual({ label: '', options: [] });
  });
});
