import { Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { PhonePackage } from '../api/get-phone-packages';
import { displayPhoneNumber } from '../phone-rules';
import { PhoneText } from '../../../lib/ui/phone-text';

/** The selector's text for a package: its description and its numbers. */
export function usePackageLabel() {
  const { t } = useTranslation();
  return (p: PhonePackage) =>
    p.directorynumbers.length > 0
      ? t('phone.selector.option', { description: p.description, numbers: p.directorynumbers.map(displayPhoneNumber).join(', ') })
      : p.description;
}

/**
 * The package selector (PHONE-003), shown when the account has more than one phone package:
 * headed "Multiple Phone Packages, choose package to edit".
 */
export function PackageSelector({ packages, value, onChange }: { packages: PhonePackage[]; value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = usePackageLabel();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="phone-package-selector">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {t('phone.selector.heading')}
        </Typography>
        <TextField
          select
          id="phone-package"
          label={t('phone.selector.label')}
          value={String(value)}
          onChange={(e) => onChange(Number(e.target.value))}
          fullWidth
          sx={{ maxWidth: 640 }}
        >
          {packages.map((p) => (
            <MenuItem key={p.id} value={String(p.id)} sx={{ whiteSpace: 'normal' }}>
              <PhoneText>{label(p)}</PhoneText>
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
