import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError } from '../../../lib/api-client';
import { lazyNamed } from '../../../lib/lazy-named';
import { TipCallout, useOneTimeTip } from '../../../lib/ui/tip-callout';
import { storageKeys } from '../../../lib/storage';
import { useWifiDeviceInfo } from '../api/get-wifi-device-info';
import { deviceLabel, labelIsMac, topDevices, totalTraffic, type TrafficPeriod, type WifiDevice } from '../device-rules';
import { useFormat } from '../../../lib/format';
import type { TrafficBar } from './traffic-chart';
import { DialogLoading } from '../../../lib/ui/dialog-loading';

// Chart.js lives in its own chunk, loaded when a card first has bars to draw.
/**
 * The device view is its own chunk (MUI's dialog and the rename field's inputs, select and menu):
 * fetched once the card lists devices, so it opens at once when one is chosen.
 */
const loadDeviceDialog = () => import('./device-dialog');
const DeviceDialog = lazyNamed(loadDeviceDialog, 'DeviceDialog');
const TrafficChart = lazyNamed(() => import('./traffic-chart'), 'TrafficChart');

/** Below this width a window counts as a phone when the user agent does not say so. */
const PHONE_WIDTH = 600;

/** The device check of the card height (PLAT-191): a mobile user agent. */
export function isPhoneUserAgent(nav: Pick<Navigator, 'userAgent'> & { userAgentData?: { mobile?: boolean } } = navigator): boolean {
  if (nav.userAgentData?.mobile === true) return true;
  return /Android|iPhone|iPod|iPad|Mobile|Windows Phone/i.test(nav.userAgent);
}

/** Height of the card's chart: 40vh on phones, 60vh elsewhere (PLAT-191). */
export function cardHeight(phone: boolean): string {
  return phone ? '40vh' : '60vh';
}

function ChartLoading({ label }: { label: string }) {
  return (
    <Box sx={{ height: '100%', minHeight: 200, display: 'grid', placeItems: 'center' }} role="status" aria-label={label}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * The Wi-Fi traffic by device card (platform spec §2, §4; PLAT-175…186, PLAT-188, PLAT-191): a
 * period toggle, a bar chart of up and down traffic for the top 10 devices, a table of the same
 * numbers whose device names (like the bars) open the device view, the wired-devices note and the
 * one-time names tooltip (stepping aside while the device view is open).
 */
export function WifiTrafficCard({ userId, place = 'card' }: { userId: number; place?: 'card' | 'trafficMonitor' }) {
  const { t } = useTranslation();
  const { bytes: formatBytes, lang } = useFormat();
  const [period, setPeriod] = useState<TrafficPeriod>('30days');
  const info = useWifiDeviceInfo(userId);
  const narrow = useMediaQuery(`(max-width:${PHONE_WIDTH - 0.05}px)`);
  const phone = narrow || isPhoneUserAgent();
  const periodText = period === '30days' ? t('wifiTraffic.last30Days') : t('wifiTraffic.last24Hours');

  // The device whose view is open (by MAC, so a refreshed list shows its new name).
  const [chosen, setChosen] = useState<WifiDevice | null>(null);
  const chosenNow = chosen ? (info.data?.devices.find((d) => d.mac === chosen.mac) ?? chosen) : null;
  // The one-time names tip (PLAT-182), in its turn after the header's tips; only over a chart
  // with devices to name.
  const cardRef = useRef<HTMLDivElement>(null);
  const namesTip = useOneTimeTip('deviceNamesTip', storageKeys.editnamesTooltip, info.data?.available === true && info.data.devices.length > 0);

  const bars = useMemo<(TrafficBar & { total: number; device: WifiDevice })[]>(() => {
    const devices = (info.data?.devices ?? []).filter((d) => totalTraffic(d, period) > 0);
    return topDevices(devices, period).map((d) => ({
      label: deviceLabel(d, place),
      up: d.bandwidth?.[period]?.up ?? 0,
      down: d.bandwidth?.[period]?.down ?? 0,
      total: totalTraffic(d, period),
      device: d,
    }));
  }, [info.data, period, place]);

  const hasDevices = bars.length > 0;
  useEffect(() => {
    if (hasDevices) void loadDeviceDialog();
  }, [hasDevices]);

  const axisTitle = useCallback((unit: string) => t('wifiTraffic.axisTitle', { unit }), [t]);
  const tooltipLabel = useCallback((series: string, value: string) => t('wifiTraffic.tooltip', { series, value }), [t]);
  const chooseBar = useCallback((index: number) => {
    const bar = bars[index];
    if (bar) setChosen(bar.device);
  }, [bars]);

  const changePeriod = (next: TrafficPeriod | null) => {
    if (!next || next === period) return;
    setPeriod(next);
    // The device data is fetched again on each chart update (PLAT-184).
    void info.refetch();
  };

  let body;
  if (info.isPending || (!info.data && isInProgressError(info.error))) {
    body = <ChartLoading label={t('wifiTraffic.loading')} />;
  } else if (info.isError && !info.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void info.refetch()}>
            {t('wifiTraffic.retry')}
          </Button>
        }
      >
        {t('wifiTraffic.error')} {info.error.message}
      </Alert>
    );
  } else if (!info.data.available) {
    body = <Typography color="text.secondary">{t('wifiTraffic.unavailable')}</Typography>;
  } else if (bars.length === 0) {
    body = <Typography color="text.secondary">{t('wifiTraffic.empty')}</Typography>;
  } else {
    body = (
      <>
        <Box sx={{ position: 'relative', height: cardHeight(phone), minHeight: 280 }}>
          <Suspense fallback={<ChartLoading label={t('wifiTraffic.loading')} />}>
            <TrafficChart
              bars={bars}
              uploadLabel={t('wifiTraffic.upload')}
              downloadLabel={t('wifiTraffic.download')}
              axisTitle={axisTitle}
              tooltipLabel={tooltipLabel}
              lang={lang}
              ariaLabel={t('wifiTraffic.chartLabel', { count: bars.length, period: periodText.toLowerCase() })}
              onSelect={chooseBar}
            />
          </Suspense>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('wifiTraffic.chooseDevice')}
        </Typography>
        <TableContainer>
          {/* Narrow padding on phones: four columns and a one-line MAC label fit 375 px without scrolling. */}
          <Table size="small" sx={{ '& td, & th': { px: { xs: 0.5, sm: 1 } } }}>
            <Box component="caption" sx={visuallyHidden}>
              {t('wifiTraffic.tableCaption', { period: periodText.toLowerCase() })}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('wifiTraffic.device')}</TableCell>
                <TableCell scope="col" align="right">{t('wifiTraffic.downloadColumn')}</TableCell>
                <TableCell scope="col" align="right">{t('wifiTraffic.uploadColumn')}</TableCell>
                <TableCell scope="col" align="right">{t('wifiTraffic.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bars.map((b) => (
                <TableRow key={b.device.mac || b.label} hover>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {/* A long alias may wrap anywhere; a MAC label ('MAC:c5:e4:47') stays on one line. */}
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      onClick={() => setChosen(b.device)}
                      // A 44 px tap target (issue 28: the names were 20 px tall on a phone).
                      sx={{ textAlign: 'left', minHeight: 44, display: 'inline-flex', alignItems: 'center', ...(labelIsMac(b.device) ? { whiteSpace: 'nowrap' } : {}) }}
                    >
                      {b.label}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatBytes(b.down)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatBytes(b.up)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatBytes(b.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </>
    );
  }

  return (
    <Card
      ref={cardRef}
      variant="outlined"
      component="section"
      aria-labelledby="wifi-traffic-title"
      data-testid="wifi-traffic-card"
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography id="wifi-traffic-title" variant="h6" component="h3" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            {t('wifiTraffic.title')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={period}
            onChange={(_e, v: TrafficPeriod | null) => changePeriod(v)}
            aria-label={t('wifiTraffic.periodLabel')}
          >
            <ToggleButton value="30days">{t('wifiTraffic.last30Days')}</ToggleButton>
            <ToggleButton value="1day">{t('wifiTraffic.last24Hours')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {namesTip.show && (
          <TipCallout
            text={t('wifiTraffic.editNamesTooltip')}
            textId={namesTip.textId}
            onDismiss={namesTip.dismiss}
            // The tip is about the devices: the first one's name takes the focus (else the period).
            focusAfter={() => cardRef.current?.querySelector<HTMLElement>('tbody button') ?? cardRef.current?.querySelector<HTMLElement>('button[aria-pressed="true"]')}
            arrow="none"
            testId="device-names-tip"
          />
        )}
        <Box>{body}</Box>
        <Typography variant="body2" color="text.secondary">
          {t('wifiTraffic.note')}
        </Typography>
      </CardContent>
      {chosenNow && (
        <Suspense fallback={<DialogLoading />}>
          <DeviceDialog
            userId={userId}
            device={chosenNow}
            label={deviceLabel(chosenNow, place)}
            period={period}
            periodText={periodText}
            onClose={() => setChosen(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
