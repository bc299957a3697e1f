import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

/** A text the subscribers read in English and in French. */
export interface TextEnFr {
  en: string;
  fr: string;
}

/**
 * The English and the French of one text side by side (stacked on a narrow screen or in a dialog). The English
 * one may be required, with an error under it; the French one, left empty, reads the English
 * (helperFr says so where it matters).
 */
export function TextPair(props: {
  idPrefix: string;
  labelEn: string;
  labelFr: string;
  value: TextEnFr;
  onChange: (v: TextEnFr) => void;
  required?: boolean;
  /** The English field's error (shown under it), or its help. */
  errorEn?: string;
  helperEn?: string;
  helperFr?: string;
  multiline?: boolean;
  maxLength?: number;
  /** One above the other at every width (in a dialog). */
  stacked?: boolean;
}) {
  const { idPrefix, value, onChange, multiline = true, maxLength, stacked = false } = props;
  const lines = multiline ? { multiline: true, minRows: 2 } : {};
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: stacked ? '1fr' : '1fr 1fr' } }}>
      <TextField
        id={`${idPrefix}-en`}
        label={props.labelEn}
        value={value.en}
        required={props.required}
        error={!!props.errorEn}
        helperText={props.errorEn || props.helperEn}
        {...lines}
        slotProps={{ htmlInput: { maxLength } }}
        onChange={(ev) => onChange({ ...value, en: ev.target.value })}
      />
      <TextField
        id={`${idPrefix}-fr`}
        label={props.labelFr}
        value={value.fr}
        helperText={props.helperFr}
        {...lines}
        slotProps={{ htmlInput: { maxLength, lang: 'fr-CA' } }}
        onChange={(ev) => onChange({ ...value, fr: ev.target.value })}
      />
    </Box>
  );
}
