import CheckCircleOutline from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Divider,
  FormControl,
  FormControlLabel,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { Fragment, useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { isInProgressError } from '../../../lib/api-client';
import { useBranding } from '../../../lib/branding';
import { loadErrorText } from '../../../lib/load-error';
import { PageHeading } from '../../../lib/ui/page-heading';
import { DeviceAlertsSwitch } from './device-alerts-switch';
import {
  CATEGORIES,
  useNotificationSettings,
  useNotificationWrite,
  type NotificationPreference,
} from '../api/notification-preferences';

/** The catalog key of a category ('service-status' → serviceStatus). */
function categoryKey(category: string): string {
  return category.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

function isKnown(category: string): boolean {
  return (CATEGORIES as readonly string[]).includes(category);
}

/** One category: its name and what it sends, the on/off switch, the address, and its write's state. */
function PreferenceRow({ user, pref, addresses }: { user: number; pref: NotificationPreference; addresses: string[] }) {
  const { t } = useTranslation();
  const { provider } = useBranding();
  const write = useNotificationWrite(user);
  const selectId = useId();
  const key = categoryKey(pref.category);
  const name = isKnown(pref.category) ? t(`notifications.name.${key}`) : pref.name;
  // While a write is under way the row shows what was asked (the list is read again before it ends).
  const pending = write.isPending ? write.variables : undefined;
  const enabled = pending?.enabled ?? pref.enabled;
  const address = pending?.address ?? pref.address;
  const choices = addresses.includes(address) ? addresses : [address, ...addresses];
  const nameId = `notify-${pref.category}-name`;
  return (
    <Box
      component="li"
      data-testid={`notification-${pref.category}`}
      aria-labelledby={nameId}
      sx={{ listStyle: 'none', px: { xs: 2, sm: 3 }, py: 2 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {isKnown(pref.category) && (
            <Typography variant="body2" color="text.secondary">
              {t(`notifications.what.${key}`, { provider })}
            </Typography>
          )}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: '0 0 auto', alignItems: { sm: 'center' } }}>
          <FormControlLabel
            sx={{ mr: 0, minWidth: 96 }}
            control={
              <Switch
                checked={enabled}
                disabled={write.isPending}
                onChange={(e) => write.mutate({ category: pref.category, enabled: e.target.checked })}
                slotProps={{ input: { 'aria-label': t('notifications.switchLabel', { category: name }) } }}
              />
            }
            label={enabled ? t('notifications.on') : t('notifications.off')}
          />
          {/* A native select: TextField's select brings MUI's menu, popover and modal into the page's first load. */}
          <FormControl size="small" disabled={write.isPending || !enabled} sx={{ width: { xs: '100%', sm: 280 } }}>
            <InputLabel htmlFor={selectId} shrink>
              {t('notifications.sendTo')}
            </InputLabel>
            <NativeSelect
              id={selectId}
              value={address}
              onChange={(e) => write.mutate({ category: pref.category, address: e.target.value })}
              input={<OutlinedInput notched label={t('notifications.sendTo')} />}
            >
              {choices.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        </Stack>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: write.isPending || write.isSuccess ? 1 : 0 }}>
        {write.isPending && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={14} aria-hidden />
            {t('notifications.saving')}
          </Typography>
        )}
        {write.isSuccess && (
          <Typography variant="body2" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <CheckCircleOutline fontSize="small" aria-hidden />
            {t('notifications.saved')}
          </Typography>
        )}
      </Box>
      {write.isError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => write.reset()}>
          {write.error.message}
        </Alert>
      )}
      {pref.category === 'service-status' && <DeviceAlertsSwitch categoryOn={enabled} />}
    </Box>
  );
}

/**
 * /ui/user/notifications (issue 31): the login's notification preferences — each category on or
 * off, and the address it goes to (the login's, or one of its service e-mail addresses). Each
 * change is written at once; the list is read again after it.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const query = useNotificationSettings(activeUser);
  const loading = query.isPending || (!query.data && isInProgressError(query.error));
  return (
    <Stack component="section" spacing={2}>
      <PageHeading gutterBottom={false}>{t('menu.notifications')}</PageHeading>
      <Typography color="text.secondary">{t('notifications.intro')}</Typography>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      ) : !query.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('notifications.retry')}
            </Button>
          }
        >
          {loadErrorText(query.error, t) || t('errors.generic')}
        </Alert>
      ) : (
        <Card variant="outlined">
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {query.data.preferences.map((p, i) => (
              <Fragment key={p.category}>
                {i > 0 && <Divider component="li" aria-hidden />}
                <PreferenceRow user={activeUser} pref={p} addresses={query.data.addresses} />
              </Fragment>
            ))}
          </Box>
        </Card>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('notifications.always')}
      </Typography>
    </Stack>
  );
}
