import { TextField, type TextFieldProps } from '@mui/material';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { digitsAfterEdit, caretAfterDigits, formatPhoneNumber, phoneNumberProblem, type PhoneNumberProblem } from '../phone-rules';

/** The message of a phone number input's problem (PHONE-008…010). */
export function usePhoneNumberMessage() {
  const { t } = useTranslation();
  return (problem: PhoneNumberProblem): string | null => {
    switch (problem) {
      case 'blank':
        return t('phone.numberInput.blank');
      case 'max':
        return t('phone.numberInput.max');
      case 'format':
        return t('phone.numberInput.expected');
      default:
        return null;
    }
  };
}

export interface PhoneNumberInputProps {
  id?: string;
  label: string;
  /** The digits (what is sent: 10 digits). */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  /** Empty is refused with "Field cannot be blank". */
  required?: boolean;
  /** Show the input's message (once touched or submitted). */
  showError?: boolean;
  /** A message from elsewhere (the form's schema), shown when the input itself has none. */
  error?: string | null | undefined;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  textFieldProps?: Partial<TextFieldProps>;
}

/**
 * The phone number input (PHONE-007…010): only digits are taken, shown as (123) 456-7890 while
 * typing; its messages are "Field cannot be blank" (empty while required), "Max number of
 * characters" (beyond 14 characters) and "Expected format: (123) 456-7890". It hands the digits
 * to its form, so the server gets 10 digits. The caret stays after the digit it was after.
 */
export function PhoneNumberInput(props: PhoneNumberInputProps) {
  const { id, label, value, onChange, onBlur, required = false, showError = false, error, helperText, disabled, autoFocus, textFieldProps } = props;
  const { t } = useTranslation();
  const message = usePhoneNumberMessage();
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

  const own = message(phoneNumberProblem(value, required));
  const shown = showError ? (own ?? error ?? null) : null;
  return (
    <TextField
      id={id}
      label={label}
      value={formatted}
      onChange={change}
      onBlur={onBlur}
      error={shown !== null}
      helperText={shown ?? helperText}
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
      placeholder={t('phone.numberInput.placeholder')}
      {...textFieldProps}
      slotProps={{
        htmlInput: {
          ref: inputRef,
          inputMode: 'tel',
          autoComplete: 'off',
          'aria-required': required || undefined,
          'aria-invalid': shown !== null || undefined,
        },
      }}
    />
  );
}
