import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { money } from '../format';
import { useI18n, type Lang } from '../i18n';
import { errorText } from '../errors';
import { settingsApi } from './api';
import { ColumnHeads } from '../column-heads';

function moneyOrDash(lang: Lang, cents: number | undefined): string {
  return cents === undefined ? '—' : money(lang, cents);
}

/** The package catalog, read only: the provider API (PUT /packages) is its source. */
export function Catalog() {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const q = useQuery({ queryKey: ['staff', 'settings', 'packages'], queryFn: settingsApi.packages });
  const name = (n: { en: string; fr: string }) => (lang === 'fr' && n.fr ? n.fr : n.en);
  const head = (keys: Parameters<typeof t>[0][]) => (
    <ColumnHeads columns={keys.map((k) => t(k))} />
  );
  return (
    <Box component="section" aria-labelledby="catalog-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="catalog-title" variant="h6" component="h2">
        {t('settings.catalog.title')}
      </Typography>
      <Typography variant="body2">{t('settings.catalog.intro')}</Typography>
      {q.isPending && <CircularProgress aria-label={t('settings.catalog.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {q.data && (
        <>
          <Typography id="catalog-internet" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('settings.catalog.internet')}
          </Typography>
          {q.data.internet.length === 0 ? (
            <Alert severity="info">{t('settings.catalog.none')}</Alert>
          ) : (
            <TableContainer component={Paper}>
              <Table size="small" aria-labelledby="catalog-internet">
                {head(['settings.catalog.code', 'settings.catalog.name', 'settings.catalog.speed', 'settings.catalog.cap', 'settings.catalog.fee', 'settings.catalog.onSale'])}
                <TableBody>
                  {q.data.internet.map((p) => (
                    <TableRow key={p.code}>
                      <TableCell component="th" scope="row">
                        {p.code}
                      </TableCell>
                      <TableCell>
                        {name(p.name)} ({p.technology})
                      </TableCell>
                      <TableCell>{t('settings.catalog.mbps', { down: p.download_mbps, up: p.upload_mbps })}</TableCell>
                      <TableCell>{p.cap_gb ? t('settings.catalog.gb', { n: p.cap_gb }) : t('settings.catalog.unlimited')}</TableCell>
                      <TableCell>{moneyOrDash(lang, p.monthly_fee_cents)}</TableCell>
                      <TableCell>{p.active === false ? t('settings.catalog.no') : t('settings.catalog.yes')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Typography id="catalog-phone" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('settings.catalog.phone')}
          </Typography>
          {q.data.phone.length === 0 ? (
            <Alert severity="info">{t('settings.catalog.none')}</Alert>
          ) : (
            <TableContainer component={Paper}>
              <Table size="small" aria-labelledby="catalog-phone">
                {head(['settings.catalog.code', 'settings.catalog.name', 'settings.catalog.fee'])}
                <TableBody>
                  {q.data.phone.map((p) => (
                    <TableRow key={p.code}>
                      <TableCell component="th" scope="row">
                        {p.code}
                      </TableCell>
                      <TableCell>{name(p.name)}</TableCell>
                      <TableCell>{moneyOrDash(lang, p.monthly_fee_cents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}
