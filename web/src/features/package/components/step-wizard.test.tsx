// covers: NET-064, NET-065, NET-066, NET-067
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StepWizard } from './step-wizard';

function Harness({ pending = false, error = null, onCancel = () => {}, onFinish = () => {} }: {
  pending?: boolean;
  error?: string | null;
  onCancel?: () => void;
  onFinish?: () => void;
}) {
  const [picked, setPicked] = useState(false);
  const [agreed, setAgreed] = useState(false);
  return (
    <StepWizard
      pending={pending}
      error={error}
      onCancel={onCancel}
      onFinish={onFinish}
      steps={[
        {
          label: 'Pick',
          validate: () => (picked ? null : 'Pick something first.'),
          content: <button onClick={() => setPicked(true)}>pick it</button>,
        },
        { label: 'Read', content: <p>Some words</p> },
        {
          label: 'Agree',
          validate: () => (agreed ? null : 'Agree first.'),
          content: <button onClick={() => setAgreed(true)}>agree</button>,
        },
      ]}
    />
  );
}

const heading = () => screen.getByRole('heading', { level: 3 });

describe('StepWizard', () => {
  it('moving forward validates the current step', async () => {
    render(<Harness />);
    expect(heading()).toHaveTextContent('Pick');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Pick something first.')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Pick');
    await userEvent.click(screen.getByRole('button', { name: 'pick it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Read');
    expect(heading()).toHaveFocus();
    expect(screen.queryByText('Pick something first.')).not.toBeInTheDocument();
    // A step without a rule just moves on.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Agree');
  });

  it('Previous goes back a step, and on step 0 it cancels; Cancel cancels at any step', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'pick it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Read');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(heading()).toHaveTextContent('Pick');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('the last step shows Finish, which validates before finishing', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'pick it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Agree first.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('Finish is disabled while the request is pending; a failure shows on the last step', async () => {
    const { rerender } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'pick it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    rerender(<Harness pending />);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Harness error="That package is not available." />);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(screen.getByText('That package is not available.')).toBeInTheDocument();
  });
});
