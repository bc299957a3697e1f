import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Suspense, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { ChartLoading, RouterCharts, TrafficHistoryView } from './traffic-history-view';
import { useSetDeviceAlias } from '../api/set-device-alias';
import { aliasProblem, formatMac, normalizeAlias, type TrafficPeriod, type WifiDevice } from '../device-rules';
import { useFormat } from '../../../lib/format';

/** Percent of part in whole, rounded; 0 when whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

function RenameForm({ userId, device }: { userId: number; device: WifiDevice }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(device.alias ?? '');
  const [touched, setTouched] = useState(false);
  const rename = useSetDeviceAlias(userId);
  const problem = aliasProblem(value);
  const showProblem = problem !== null && touched;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem !== null || rename.isPending) return;
    rename.mutate({ mac: device.mac, alias: normalizeAlias(value) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="device-rename-heading">
      <Typography id="device-rename-heading" variant="subtitle1" component="h3" gutterBottom>
        {t('liveTraffic.device.renameHeading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('liveTraffic.device.nameLabel')}
          value={value}
          size="small"
          fullWidth
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
            if (rename.isSuccess || rename.isError) rename.reset();
          }}
          error={showProblem}
          helperText={showProblem ? t('liveTraffic.device.tooLong') : t('liveTraffic.device.nameHelp')}
        />
        <Button type="submit" variant="contained" disabled={rename.isPending} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {t('liveTraffic.device.save')}
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {rename.isSuccess && <Alert severity="success">{rename.data || t('liveTraffic.device.saved')}</Alert>}
        {rename.isError && <Alert severity="error">{rename.error.message}</Alert>}
      </Box>
    </Box>
  );
}

/**
 * The device view (PLAT-188, decisions §8): the chosen device's name (editable: POST
 * user.{id}/wifidevicealias, ≤ 32 characters, empty clears it; wifiDeviceInfo refreshes after),
 * its doughnut of download against upload for the card's period, and its own 24-hour chart
 * (wifi.{mac}.if_octets.rx/tx, from the device traffic every Wi-Fi account has; no router needed).
 */
export function DeviceDialog({
  userId,
  device,
  label,
  period,
  periodText,
  onClose,
}: {
  userId: number;
  device: WifiDevice;
  label: string;
  period: TrafficPeriod;
  periodText: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { bytes: formatBytes, lang } = useFormat();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const down = device.bandwidth?.[period]?.down ?? 0;
  const up = device.bandwidth?.[period]?.up ?? 0;
  const total = down + up;
  const vendor = device.vendor?.trim();
  const format = useCallback((bytes: number) => formatBytes(bytes), [formatBytes]);
  const tooltipLabel = useCallback((series: string, value: string) => t('liveTraffic.tooltip', { series, value }), [t]);
  const period_ = periodText.toLowerCase();

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="device-dialog-title" data-testid="device-dialog">
      <DialogTitle id="device-dialog-title" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('liveTraffic.device.mac', { mac: formatMac(device.mac) })}
            </Typography>
            {vendor && vendor.toLowerCase() !== 'unknown' && (
              <Typography variant="body2" color="text.secondary">
                {t('liveTraffic.device.vendor', { vendor })}
              </Typography>
            )}
          </Box>
          <RenameForm key={device.mac} userId={userId} device={device} />
          <Box component="section" aria-labelledby="device-period-heading">
            <Typography id="device-period-heading" variant="subtitle1" component="h3" gutterBottom>
              {t('liveTraffic.device.periodHeading', { period: period_ })}
            </Typography>
            {total === 0 ? (
              <Typography color="text.secondary">{t('liveTraffic.device.noTraffic')}</Typography>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
                <Box sx={{ position: 'relative', width: 220, height: 220, flexShrink: 0 }}>
                  <Suspense fallback={<ChartLoading label={t('wifiTraffic.loading')} />}>
                    <RouterCharts.DeviceDoughnut
                      down={down}
                      up={up}
                      format={format}
                      lang={lang}
                      tooltipLabel={tooltipLabel}
                      texts={{
                        download: t('liveTraffic.download'),
                        upload: t('liveTraffic.upload'),
                        ariaLabel: t('liveTraffic.device.doughnutLabel', { period: period_, down: formatBytes(down), up: formatBytes(up) }),
                      }}
                    />
                  </Suspense>
                </Box>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5 }}>
                  <dt>{t('liveTraffic.download')}</dt>
                  <dd style={{ margin: 0 }}>{t('liveTraffic.device.share', { value: formatBytes(down), percent: sharePercent(down, total) })}</dd>
                  <dt>{t('liveTraffic.upload')}</dt>
                  <dd style={{ margin: 0 }}>{t('liveTraffic.device.share', { value: formatBytes(up), percent: sharePercent(up, total) })}</dd>
                  <dt>{t('wifiTraffic.total')}</dt>
                  <dd style={{ margin: 0 }}>{formatBytes(total)}</dd>
                </Box>
              </Stack>
            )}
          </Box>
          <Box component="section" aria-labelledby="device-history-heading" data-testid="device-history">
            <Typography id="device-history-heading" variant="subtitle1" component="h3">
              {t('liveTraffic.device.historyHeading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {t('liveTraffic.device.historyIntro')}
            </Typography>
            <TrafficHistoryView userId={userId} mac={device.mac} height={260} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('liveTraffic.device.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
