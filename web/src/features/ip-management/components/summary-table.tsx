import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { summaryRows, type AddressCounts } from '../ip-rules';

/**
 * The summary (IP-008): one row per allowance — From (Base package, Add-on), Type (Static where
 * the allowance may be static, else Dynamic), Registered/Total (used/available of ipaddr_count) —
 * and a sentence saying what the counts mean.
 */
export function SummaryTable({ counts }: { counts: AddressCounts }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <>
      <TableContainer sx={{ maxWidth: 560 }}>
        <Table size="small" data-testid="ip-summary">
          <Box component="caption" sx={visuallyHidden}>
            {t('ip.summary.caption')}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('ip.summary.from')}</TableCell>
              <TableCell scope="col">{t('ip.summary.type')}</TableCell>
              <TableCell scope="col" align="right">
                {t('ip.summary.registeredTotal')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summaryRows(counts).map((r) => (
              <TableRow key={r.source}>
                <TableCell component="th" scope="row">
                  {t(`ip.sources.${r.source}`)}
                </TableCell>
                <TableCell>{r.canBeStatic ? t('ip.types.static') : t('ip.types.dynamic')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('ip.summary.count', { used: number(r.used), total: number(r.available) })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: 720 }}>
        {t('ip.summary.explain')}
      </Typography>
    </>
  );
}
