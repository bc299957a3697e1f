import { InputAdornment, TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InputField, type InputFieldProps } from './input-field';

/**
 * The markup without emotion's generated class names (css-…), which name the styles, not the
 * structure, and with React's generated ids (a counter across renders) as one name.
 */
function markup(ui: React.ReactElement): string {
  const { container, unmount } = render(ui);
  const html = container.innerHTML.replace(/\s?css-[\w-]+/g, '').replace(/_r_\w+_/g, 'REACT_ID');
  unmount();
  return html;
}

const cases: [string, Omit<InputFieldProps, 'value'> & { value?: string }][] = [
  ['label, help, required, error', { id: 'f1', label: 'Name on card', helperText: 'As printed', required: true, error: true }],
  ['placeholder, disabled, small, full width', { id: 'f2', label: 'Amount', placeholder: '0.00', disabled: true, size: 'small', fullWidth: true }],
  ['multiline', { id: 'f3', label: 'Body', multiline: true, minRows: 6, helperText: 'JSON' }],
  ['no id, a name, an autocomplete', { name: 'name', label: 'Your name', autoComplete: 'name', helperText: 'help' }],
  ['no label', { id: 'f5', helperText: 'help' }],
  [
    'slots: adornment, input attributes, the helper text id',
    {
      id: 'f6',
      label: 'Amount',
      helperText: 'Up to $500',
      slotProps: {
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 40, 'data-testid': 'amount' },
        formHelperText: { id: 'f6-helper' },
      },
    },
  ],
];

describe('InputField', () => {
  it.each(cases)('draws what TextField draws (%s)', (_name, props) => {
    const { value = 'typed', ...rest } = props;
    expect(markup(<InputField value={value} {...rest} />)).toBe(markup(<TextField value={value} {...rest} />));
  });

  it('is a named text box with its description, and takes typing', async () => {
    function Field() {
      const [v, setV] = useState('');
      return <InputField id="who" label="Your signature" value={v} onChange={(e) => setV(e.target.value)} helperText="Type your full name" required />;
    }
    render(<Field />);
    const box = screen.getByRole('textbox', { name: /Your signature/ });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Type your full name');
    await userEvent.type(box, 'Drew');
    expect(box).toHaveValue('Drew');
  });
});
