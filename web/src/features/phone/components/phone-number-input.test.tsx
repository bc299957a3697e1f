// covers: PHONE-007, PHONE-008, PHONE-009, PHONE-010
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneNumberInput } from './phone-number-input';

function Harness({ initial = '', required = false, showError = true, error }: { initial?: string; required?: boolean; showError?: boolean; error?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <PhoneNumberInput label="Busy Forward number" value={digits} onChange={setDigits} required={required} showError={showError} error={error} />
      <output data-testid="digits">{digits}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Busy Forward number' });

describe('PhoneNumberInput', () => {
  it('takes digits only and shows them as (123) 456-7890; the form gets the 10 digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '4a0-3 5x5501.23');
    expect(input()).toHaveValue('(403) 555-0123');
    expect(screen.getByTestId('digits')).toHaveTextContent(/^4035550123$/);
    expect(screen.queryByText('Expected format: (123) 456-7890')).not.toBeInTheDocument();
  });

  it('shows a stored number formatted', () => {
    render(<Harness initial="5875550142" />);
    expect(input()).toHaveValue('(587) 555-0142');
  });

  it('says "Expected format: (123) 456-7890" for too few digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '40355');
    expect(input()).toHaveValue('(403) 55');
    expect(screen.getByText('Expected format: (123) 456-7890')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Field cannot be blank" when a required number is emptied', async () => {
    const user = userEvent.setup();
    render(<Harness initial="4035550123" required />);
    await user.clear(input());
    expect(input()).toHaveValue('');
    expect(screen.getByText('Field cannot be blank')).toBeInTheDocument();
  });

  it('lets an optional number stay empty', () => {
    render(<Harness />);
    expect(screen.queryByText('Field cannot be blank')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('says "Max number of characters" beyond 14 characters', async () => {
    const user = userEvent.setup();
    render(<Harness initial="4035550123" />);
    expect(input()).toHaveValue('(403) 555-0123'); // 14 characters: fine
    expect(screen.queryByText('Max number of characters')).not.toBeInTheDocument();
    await user.type(input(), '9');
    expect(input()).toHaveValue('(403) 555-01239');
    expect(screen.getByText('Max number of characters')).toBeInTheDocument();
  });

  it('Backspace over a punctuation sign removes the digit before it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="4035" />);
    expect(input()).toHaveValue('(403) 5');
    await user.type(input(), '{Backspace}{Backspace}');
    // '5' goes, then the ' ' after ')' takes the 3 with it.
    expect(screen.getByTestId('digits')).toHaveTextContent(/^40$/);
    expect(input()).toHaveValue('(40');
  });

  it('shows the form’s own message (the schema’s) only when the input itself has none, and nothing before it is shown', () => {
    const { rerender } = render(<Harness initial="1035550123" error="Please enter a 10-digit North American phone number." />);
    expect(screen.getByText('Please enter a 10-digit North American phone number.')).toBeInTheDocument();
    rerender(<Harness initial="10355" error="Please enter a 10-digit North American phone number." showError={false} />);
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
  });
});
