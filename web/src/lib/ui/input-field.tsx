/**
 * A text field for typing, built as MUI's TextField builds its outlined one — FormControl,
 * InputLabel, OutlinedInput and FormHelperText, with the same ids, label, helper text and
 * aria-describedby — but without TextField's `select` mode. TextField imports Select (and with it
 * Menu, Popover, Modal, the filled and standard inputs) whether a field is a select or not: some
 * 20 kB of gzip in the first load of a page whose fields only take typing. A select stays a
 * TextField.
 */
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type FormHelperTextProps,
  type InputBaseComponentProps,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';

export interface InputFieldProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  size?: 'small' | 'medium';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OutlinedInput's own type for it
  inputRef?: Ref<any>;
  sx?: SxProps<Theme>;
  /** As TextField's: the OutlinedInput, the <input> (or <textarea>) and the helper text. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/** An outlined text field (TextField without `select`): the same markup, roles and names as MUI's. */
export function InputField({
  id: idOverride,
  name,
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  required = false,
  error = false,
  disabled = false,
  fullWidth = false,
  helperText,
  placeholder,
  type,
  autoComplete,
  autoFocus = false,
  multiline = false,
  rows,
  minRows,
  maxRows,
  size,
  inputRef,
  sx,
  slotProps = {},
}: InputFieldProps) {
  const reactId = useId();
  const id = idOverride ?? reactId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color="primary"
      variant="outlined"
      size={size}
      sx={sx}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
