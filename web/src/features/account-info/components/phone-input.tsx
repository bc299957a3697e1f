import { TextField } from '@mui/material';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { caretAfterDigits, digitsAfterEdit, formatPhoneNumber } from '../phone-format';

export interface PhoneInputProps {
  id: string;
  label: string;
  /** The digits. */
  value: string;
  onChange: (digits: string) => void;
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A phone number field of the change request (phone/account/billing spec §5): only digits are
 * taken, at most 10, shown as (123) 456-7890 while typing; the caret stays after its digit.
 */
export function PhoneInput({ id, label, value, onChange, required = false, error, disabled }: PhoneInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const formatted = formatPhoneNumber(value);

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    const at = caretAfterDigits(formatted, caret.current);
    caret.current = null;
    el.setSelectionRange(at, at);
  }, [formatted]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const { digits, caretDigits } = digitsAfterEdit(formatted, e.target.value, e.target.selectionStart);
    caret.current = caretDigits;
    onChange(digits);
  };

  return (
    <TextField
      id={id}
      label={label}
      value={formatted}
      onChange={change}
      required={required}
      error={!!error}
      helperText={error || undefined}
      disabled={disabled}
      fullWidth
      placeholder={t('account.change.phonePlaceholder')}
      slotProps={{ htmlInput: { ref: inputRef, inputMode: 'tel', autoComplete: 'tel-national', maxLength: 14 } }}
    />
  );
}
