import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { formatGb, isUnlimitedCap, showsFiberSpeeds, type BroadbandPackage } from '../package-rules';

/** A package's cap as text: '1,500 GB per month' or 'Unlimited'. */
export function useCapText() {
  const { t } = useTranslation();
  const { lang } = useFormat();
  return (cap: number) => (isUnlimitedCap(cap) ? t('package.capUnlimited') : t('package.capGb', { cap: formatGb(cap, lang) }));
}

/** The facts of a package: data, monthly fee and, for fibre packages only, the speeds (NET-050). */
export function PackageFacts({ pkg }: { pkg: BroadbandPackage }) {
  const { t } = useTranslation();
  const capText = useCapText();
  const { money: formatMoney, number: formatNumber } = useFormat();
  const rows: [string, string][] = [
    [t('package.capLabel'), capText(pkg.cap)],
    [t('package.feeLabel'), t('package.feeMonthly', { fee: formatMoney(pkg.monthly_fee) })],
  ];
  if (showsFiberSpeeds(pkg.description)) {
    rows.push([t('package.speedsLabel'), t('package.speeds', { down: formatNumber(pkg.rate_download), up: formatNumber(pkg.rate_upload) })]);
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
