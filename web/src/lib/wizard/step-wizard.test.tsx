// covers: NET-064, NET-065, NET-066, NET-067
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router';
import { StepWizard } from './step-wizard';
import { clearAllWizardValues, useWizard } from './use-wizard';
import { storageKeys } from '../storage';

afterEach(() => sessionStorage.clear());

const demoDefaults = { name: '', picked: false, agreed: false };

/** The location the test can come back to after an unmount (the browser's history survives a reload). */
let lastLocation: { pathname: string; search: string; state: unknown } | null = null;
function remember(location: typeof lastLocation) {
  lastLocation = location;
}

function Demo({ login, account, pending, error, onCancel, onFinish }: { login: string; account: number; pending: boolean; error: string | null; onCancel?: () => void; onFinish?: () => void }) {
  const wizard = useWizard('demo', { login, account }, demoDefaults);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => remember({ pathname: location.pathname, search: location.search, state: location.state }), [location]);
  const { values, setValues } = wizard;
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <button onClick={() => void navigate(-1)}>browser back</button>
      <button onClick={() => void navigate(1)}>browser forward</button>
      {wizard.open ? (
        <StepWizard
          step={wizard.step}
          onStep={wizard.goTo}
          pending={pending}
          error={error}
          onCancel={() => {
            onCancel?.();
            wizard.close();
          }}
          onFinish={() => {
            onFinish?.();
            wizard.close();
          }}
          steps={[
            {
              label: 'Pick',
              validate: () => (values.picked ? null : 'Pick something first.'),
              content: (
                <>
                  <button onClick={() => setValues({ picked: true })}>pick it</button>
                  <label>
                    Name
                    <input value={values.name} onChange={(e) => setValues({ name: e.target.value })} />
                  </label>
                </>
              ),
            },
            { label: 'Read', content: <p>Some words</p> },
            {
              label: 'Agree',
              validate: () => (values.agreed ? null : 'Agree first.'),
              content: <button onClick={() => setValues({ agreed: true })}>agree</button>,
            },
          ]}
        />
      ) : (
        <button onClick={() => wizard.start()}>open</button>
      )}
    </>
  );
}

interface HarnessProps {
  login?: string;
  account?: number;
  pending?: boolean;
  error?: string | null;
  onCancel?: () => void;
  onFinish?: () => void;
  entries?: InitialEntry[];
}

function Harness({ login = 'avery@example.ca', account = 1001, pending = false, error = null, onCancel, onFinish, entries = ['/page'] }: HarnessProps) {
  return (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Demo login={login} account={account} pending={pending} error={error} onCancel={onCancel} onFinish={onFinish} />
    </MemoryRouter>
  );
}

const heading = () => screen.getByRole('heading', { level: 3 });
const search = () => screen.getByTestId('search').textContent;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const stored = (login = 'avery@example.ca', account = 1001) => sessionStorage.getItem(storageKeys.wizard(login, account, 'demo'));

async function openAndPick() {
  await click('open');
  await click('pick it');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Avery');
}

describe('StepWizard', () => {
  it('moving forward validates the current step', async () => {
    render(<Harness />);
    await click('open');
    expect(heading()).toHaveTextContent('Pick');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await click('Next');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick something first.');
    expect(heading()).toHaveTextContent('Pick');
    await click('pick it');
    await click('Next');
    expect(heading()).toHaveTextContent('Read');
    expect(heading()).toHaveFocus();
    expect(screen.queryByText('Pick something first.')).not.toBeInTheDocument();
    // A step without a rule just moves on.
    await click('Next');
    expect(heading()).toHaveTextContent('Agree');
  });

  it('Previous goes back a step, and on step 0 it cancels; Cancel cancels at any step', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    await click('open');
    await click('pick it');
    await click('Next');
    expect(heading()).toHaveTextContent('Read');
    await click('Previous');
    expect(heading()).toHaveTextContent('Pick');
    expect(onCancel).not.toHaveBeenCalled();
    await click('Previous');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await click('open');
    await click('Cancel');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('the last step shows Finish, which validates before finishing', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    await click('open');
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    await click('pick it');
    await click('Next');
    await click('Next');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await click('Finish');
    expect(screen.getByText('Agree first.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await click('agree');
    await click('Finish');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('Finish is disabled while the request is pending; a failure shows on the last step', async () => {
    const { rerender } = render(<Harness />);
    await click('open');
    await click('pick it');
    await click('Next');
    await click('Next');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    rerender(<Harness pending />);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Harness error="That package is not available." />);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(screen.getByText('That package is not available.')).toBeInTheDocument();
  });
});

describe('useWizard: steps are history entries, values survive Back and a reload (issue 28)', () => {
  it("each step is a history entry: the browser's Back goes to the previous step and Forward returns, with what was typed", async () => {
    render(<Harness />);
    await openAndPick();
    expect(search()).toBe('?wizard=demo&step=1');
    await click('Next');
    await click('Next');
    expect(search()).toBe('?wizard=demo&step=3');
    expect(heading()).toHaveTextContent('Agree');
    await click('browser back');
    expect(heading()).toHaveTextContent('Read');
    await click('browser back');
    expect(heading()).toHaveTextContent('Pick');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Avery');
    await click('browser forward');
    await click('browser forward');
    expect(heading()).toHaveTextContent('Agree');
    // Back from the first step leaves the wizard; Forward opens it again as it was.
    await click('Previous');
    await click('Previous');
    expect(search()).toBe('?wizard=demo&step=1');
    await click('browser back');
    expect(search()).toBe('');
    expect(screen.getByRole('button', { name: 'open' })).toBeInTheDocument();
    await click('browser forward');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Avery');
  });

  it("Previous is the browser's Back: it does not stack entries", async () => {
    render(<Harness />);
    await openAndPick();
    await click('Next');
    await click('Previous');
    expect(heading()).toHaveTextContent('Pick');
    await click('browser back'); // the page before the wizard, not step 2
    expect(search()).toBe('');
  });

  it('a reload restores the step and the values; Previous after it still goes back', async () => {
    const first = render(<Harness />);
    await openAndPick();
    await click('Next');
    const here = lastLocation!;
    first.unmount();
    render(<Harness entries={['/page', { pathname: '/page', search: '?wizard=demo&step=1', state: { wizard: 'demo', depth: 1 } }, here]} />);
    expect(heading()).toHaveTextContent('Read');
    await click('Previous');
    expect(heading()).toHaveTextContent('Pick');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Avery');
  });

  it('another login, or another account, on the same browser never sees the values', async () => {
    const first = render(<Harness />);
    await openAndPick();
    await click('Next');
    const here = lastLocation!;
    first.unmount();
    for (const other of [{ login: 'blake@example.ca', account: 1001 }, { login: 'avery@example.ca', account: 1002 }]) {
      const view = render(<Harness {...other} entries={['/page', here]} />);
      // Step 2 needs step 1 done: this login's wizard starts over, saying why.
      expect(heading()).toHaveTextContent('Pick');
      expect(screen.getByRole('alert')).toHaveTextContent('Pick something first.');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
      view.unmount();
    }
    expect(JSON.parse(stored()!)).toEqual({ name: 'Avery', picked: true, agreed: false });
  });

  it('the same login spelled in another case is the same login', async () => {
    const first = render(<Harness />);
    await openAndPick();
    const here = lastLocation!;
    first.unmount();
    render(<Harness login="Avery@Example.ca" entries={['/page', here]} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Avery');
  });

  it('finishing forgets the values and leaves the wizard; Forward then opens it empty', async () => {
    render(<Harness />);
    await openAndPick();
    await click('Next');
    await click('Next');
    await click('agree');
    expect(stored()).not.toBeNull();
    await click('Finish');
    expect(stored()).toBeNull();
    expect(search()).toBe('');
    await click('browser forward');
    expect(heading()).toHaveTextContent('Pick');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('cancelling forgets the values; opening again starts afresh', async () => {
    render(<Harness />);
    await openAndPick();
    await click('Next');
    await click('Cancel');
    expect(stored()).toBeNull();
    expect(search()).toBe('');
    await click('open');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('a history entry past a step that is no longer complete stops at that step', () => {
    sessionStorage.setItem(storageKeys.wizard('avery@example.ca', 1001, 'demo'), JSON.stringify({ ...demoDefaults, name: 'Avery' }));
    render(<Harness entries={['/page', { pathname: '/page', search: '?wizard=demo&step=3', state: { wizard: 'demo', depth: 3 } }]} />);
    expect(heading()).toHaveTextContent('Pick');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick something first.');
    expect(search()).toBe('?wizard=demo&step=1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Avery');
  });

  it('stored values of another shape are ignored; logout forgets every wizard', async () => {
    sessionStorage.setItem(storageKeys.wizard('avery@example.ca', 1001, 'demo'), JSON.stringify({ name: 42, picked: true }));
    sessionStorage.setItem('JRR', 'token');
    render(<Harness entries={['/page', { pathname: '/page', search: '?wizard=demo&step=1', state: { wizard: 'demo', depth: 1 } }]} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await click('Next'); // picked: true was kept
    expect(heading()).toHaveTextContent('Read');
    clearAllWizardValues();
    expect(stored()).toBeNull();
    expect(sessionStorage.getItem('JRR')).toBe('token');
  });
});
