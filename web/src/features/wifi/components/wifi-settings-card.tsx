import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError } from '../../../lib/api-client';
import { useWifiSettings, type WifiSettings } from '../api/get-wifi-settings';
import { PasswordToggle } from './password-toggle';
import { lazyNamed } from '../../../lib/lazy-named';
import { DialogLoading } from '../../../lib/ui/dialog-loading';

/**
 * The edit dialog is its own chunk (MUI's dialog and the schema form's text fields, select and
 * menu): fetched as Edit is pointed at or focused, or as it opens.
 */
const loadWifiSettingsDialog = () => import('./wifi-settings-dialog');
const WifiSettingsDialog = lazyNamed(loadWifiSettingsDialog, 'WifiSettingsDialog');

const MASK = '••••••••';

/** The DOM id of the card. */
export const WIFI_SETTINGS_CARD_ID = 'wifi-settings';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem minmax(0, 1fr)' }, columnGap: 2, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

function MaskedPassword({ value, network }: { value: string; network: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const id = useId();
  if (value === '') return <>{t('wifiSettings.notSet')}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box component="span" id={id} sx={{ fontFamily: 'monospace', minWidth: 0, overflowWrap: 'anywhere' }}>
        {shown ? (
          value
        ) : (
          <>
            <span aria-hidden="true">{MASK}</span>
            <span style={visuallyHidden as React.CSSProperties}>{t('wifiSettings.maskedPassword')}</span>
          </>
        )}
      </Box>
      <PasswordToggle
        shown={shown}
        controls={id}
        onToggle={() => setShown((s) => !s)}
        showLabel={t('wifiSettings.showPassword', { network })}
        hideLabel={t('wifiSettings.hidePassword', { network })}
      />
    </Box>
  );
}

function Network({
  heading,
  network,
  enabled,
  ssid,
  password,
  testId,
}: {
  heading: string;
  network: string;
  enabled: boolean;
  ssid: string;
  password: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId} sx={{ flex: { md: '1 1 0' }, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row term={t('wifiSettings.status')}>
          <Box component="span" data-testid={`${testId}-status`} sx={{ fontWeight: 500, color: enabled ? 'success.dark' : 'text.secondary' }}>
            {enabled ? t('wifiSettings.on') : t('wifiSettings.off')}
          </Box>
        </Row>
        <Row term={t('wifiSettings.ssid')}>
          <span data-testid={`${testId}-ssid`}>{ssid === '' ? t('wifiSettings.notSet') : ssid}</span>
        </Row>
        <Row term={t('wifiSettings.password')}>
          <MaskedPassword value={password} network={network} />
        </Row>
      </Box>
    </Box>
  );
}

function Settings({ settings }: { settings: WifiSettings }) {
  const { t } = useTranslation();
  const main = t('wifiSettings.mainNetwork');
  const guest = t('wifiSettings.guestNetwork');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 4 }}>
      <Network
        heading={main}
        network={main.toLowerCase()}
        enabled={settings.wifi_enabled}
        ssid={settings.wifi_ssid}
        password={settings.wifi_password}
        testId="wifi-main"
      />
      <Network
        heading={guest}
        network={guest.toLowerCase()}
        enabled={settings.guest_enabled}
        ssid={settings.guest_ssid}
        password={settings.guest_password}
        testId="wifi-guest"
      />
    </Stack>
  );
}

/**
 * The Wi-Fi settings card (NET-079…085): the main and the guest network — on or off, the network
 * name and the password, masked with a show/hide toggle — and 'Edit', which opens the dialog
 * validated with the served schema. Loading, error (with retry), and 'not available' when the
 * account has no Wi-Fi.
 */
export function WifiSettingsCard({ user }: { user: number }) {
  const { t } = useTranslation();
  const query = useWifiSettings(user);
  const [editing, setEditing] = useState<WifiSettings | null>(null);
  const titleId = `${WIFI_SETTINGS_CARD_ID}-title`;
  const data = query.data;
  // Loading, then error or content; an in-progress error (login redirect) stays loading.
  const loading = query.isPending || (!data && isInProgressError(query.error));
  const editable = data?.available === true && data.schema !== null;

  return (
    <Card variant="outlined" component="section" id={WIFI_SETTINGS_CARD_ID} aria-labelledby={titleId} data-testid="wifi-settings-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h3">
            {t('wifiSettings.title')}
          </Typography>
          {data?.available && (
            <Button
              variant="outlined"
              startIcon={<EditIcon aria-hidden />}
              disabled={!editable}
              onClick={() => setEditing(data.settings)}
              onPointerEnter={() => void loadWifiSettingsDialog()}
              onFocus={() => void loadWifiSettingsDialog()}
            >
              {t('wifiSettings.edit')}
            </Button>
          )}
        </Box>
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('wifiSettings.loading')}</Typography>
          </Box>
        )}
        {query.isError && !data && !loading && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('wifiSettings.retry')}
              </Button>
            }
          >
            {query.error.name === 'NetworkError' ? t('startup.networkError') : `${t('wifiSettings.loadError')} ${query.error.message}`}
          </Alert>
        )}
        {data && !data.available && <Typography sx={{ py: 2 }}>{t('wifiSettings.unavailable')}</Typography>}
        {data?.available && (
          <>
            <Settings settings={data.settings} />
            {!data.schema && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('wifiSettings.schemaMissing')}
              </Alert>
            )}
          </>
        )}
      </CardContent>
      {editing && data?.available && data.schema && (
        <Suspense fallback={<DialogLoading />}>
          <WifiSettingsDialog user={user} settings={editing} schema={data.schema} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
