import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The 'Change contact' selector: one '#id name' entry per associated account (PLAT-036). */
export function AccountSelector({
  ids,
  names,
  active,
  onChange,
  describedBy,
}: {
  ids: number[];
  names: Record<number, string>;
  active: number;
  onChange: (id: number) => void;
  /** The id of a text about the selector (the one-time accounts tip, while it shows). */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormControl size="small" sx={{ flex: '0 0 auto', width: { xs: 176, sm: 220 } }}>
      <InputLabel id="change-contact-label" sx={{ color: 'inherit' }}>
        {t('shell.changeContact')}
      </InputLabel>
      <Select
        labelId="change-contact-label"
        id="change-contact"
        label={t('shell.changeContact')}
        value={String(active)}
        onChange={(e) => onChange(Number(e.target.value))}
        inputProps={{ 'aria-describedby': describedBy }}
        sx={{ color: 'inherit', '.MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.6)' }, '.MuiSvgIcon-root': { color: 'inherit' }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}
      >
        {ids.map((id) => (
          <MenuItem key={id} value={String(id)}>
            {t('shell.accountEntry', { id, name: names[id] ?? '' })}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
