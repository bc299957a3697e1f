import { Alert, Box, CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { fetchPushKey, postPushRemoval, postPushSubscription } from '../api/web-push';
import {
  browserPush,
  deviceState,
  turnOff,
  turnOn,
  type DeviceState,
  type PushBrowser,
  type PushServer,
} from '../push/device-push';

const apiServer: PushServer = { key: fetchPushKey, subscribe: postPushSubscription, remove: postPushRemoval };

/**
 * "Alerts on this device" in the Service status category (issue 32): shown when the browser can
 * receive pushes (PushManager and the app's service worker). On asks the browser's permission,
 * subscribes with the server's key and gives the subscription to the server; off unsubscribes and
 * tells the server. A blocked permission is explained. While the category is off (categoryOn false)
 * no push is sent, so the switch cannot be turned on (a device already on can still be turned off)
 * and says why.
 */
export function DeviceAlertsSwitch({
  categoryOn,
  browser,
  server = apiServer,
}: {
  categoryOn: boolean;
  browser?: PushBrowser | null;
  server?: PushServer;
}) {
  const { t } = useTranslation();
  const push = useMemo(() => (browser === undefined ? browserPush() : browser), [browser]);
  const [state, setState] = useState<DeviceState | 'checking'>('checking');
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!push) return;
    let live = true;
    deviceState(push).then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [push]);

  if (!push || state === 'checking' || state === 'unsupported') return null;

  const change = (on: boolean) => {
    setBusy(on ? 'on' : 'off');
    setFailed(null);
    (on ? turnOn(push, server) : turnOff(push, server)).then(
      (s) => {
        setState(s);
        setBusy(null);
      },
      (e: unknown) => {
        setFailed(e instanceof Error && e.message ? e.message : t('notifications.device.failed'));
        setBusy(null);
      },
    );
  };
  const checked = busy ? busy === 'on' : state === 'on';
  return (
    <Box data-testid="device-alerts" sx={{ mt: 1.5 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Switch checked={checked} disabled={busy !== null || (!categoryOn && !checked)} onChange={(e) => change(e.target.checked)} />
        }
        label={t('notifications.device.label')}
      />
      <Typography variant="body2" color="text.secondary">
        {categoryOn ? t('notifications.device.help') : t('notifications.device.categoryOff')}
      </Typography>
      <Box role="status" aria-live="polite">
        {busy && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <CircularProgress size={14} aria-hidden />
            {t('notifications.device.working')}
          </Typography>
        )}
      </Box>
      {state === 'denied' && !busy && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('notifications.device.denied')}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFailed(null)}>
          {failed}
        </Alert>
      )}
    </Box>
  );
}
