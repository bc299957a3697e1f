import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { Trans, useTranslation } from '../../../i18n/translation';
import type { AccountWarning, ChangeAction } from '../../../lib/account';
import { useBranding } from '../../../lib/branding';
import { lazyNamed } from '../../../lib/lazy-named';
import { myIpAddressQuery } from '../../../lib/my-ip-address';
import { useAutoRegister } from '../api/post-ipaddr-autoregister';
import { useActOnAccount } from '../use-act-on-account';
import { phoneNumberSx } from '../../../lib/ui/phone-text';
import { errorText } from '../error-text';

export { SIGNATURE_MAX, SIGNATURE_MIN, signatureProblem } from '../signature-rules';

/** The typed signature's form: its own chunk (its text field brings MUI's inputs, select and menu), fetched with the warnings. */
const loadClearTicketForm = () => import('./clear-ticket-form');
const ClearTicketForm = lazyNamed(loadClearTicketForm, 'ClearTicketForm');

/**
 * Automatic registration (NET-098…100): offered only when the login has one account, enabled only
 * from a private (home) address. Asks first, then posts ipaddr_autoregister; the server's message
 * shows and the warnings reload.
 */
function AutoRegister({ user }: { user: number }) {
  const { t } = useTranslation();
  const ip = useQuery(myIpAddressQuery());
  const mutation = useAutoRegister(user);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const atHome = ip.data?.private === true;
  const checking = ip.isPending;
  const hintId = useId();
  const register = () =>
    mutation.mutate(undefined, { onSettled: () => setConfirming(false) });
  return (
    <Box>
      <Typography variant="body2" id={hintId} sx={{ mb: 1 }} color={atHome || checking ? 'text.primary' : 'text.secondary'}>
        {checking ? t('important.notRegisteredAutoChecking') : atHome ? t('important.notRegisteredAutoHelp') : t('important.notRegisteredAutoNotHome')}
      </Typography>
      <Button
        variant="contained"
        disabled={!atHome || mutation.isPending}
        aria-describedby={hintId}
        onClick={() => {
          mutation.reset();
          setConfirming(true);
        }}
      >
        {mutation.isPending ? t('important.registering') : t('important.notRegisteredAuto')}
      </Button>
      {mutation.error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {errorText(mutation.error, t)}
        </Alert>
      )}
      <Dialog open={confirming} onClose={mutation.isPending ? undefined : () => setConfirming(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('important.autoConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('important.autoConfirmBody', { ip: ip.data?.ip ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={mutation.isPending}>
            {t('important.cancel')}
          </Button>
          <Button variant="contained" onClick={register} disabled={mutation.isPending}>
            {mutation.isPending ? t('important.registering') : t('important.autoConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** A button that opens an action's page for the warning's account (switching to it first). */
function ActionButton({
  user,
  action,
  variant,
  children,
  act,
}: {
  user: number | null;
  action: ChangeAction;
  variant: 'contained' | 'outlined';
  children: string;
  act: ReturnType<typeof useActOnAccount>;
}) {
  return (
    <Button variant={variant} disabled={act.pending} onClick={() => void act.act(user, action)}>
      {children}
    </Button>
  );
}

/** The actions a warning card offers by type (NET-088…100). */
export function WarningActions({ warning, activeUser }: { warning: AccountWarning; activeUser: number }) {
  const { t } = useTranslation();
  const { phone, email } = useBranding();
  const act = useActOnAccount();
  const user = warning.user ?? activeUser;
  const switching = (
    <>
      {act.pending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{t('important.switching', { id: user })}</Typography>
        </Box>
      )}
      {act.error && <Alert severity="error">{errorText(act.error, t)}</Alert>}
    </>
  );

  switch (warning.type) {
    case 'hitcap':
      return (
        <Stack spacing={2} sx={{ width: '100%' }}>
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('important.hitcapUnlimited')}
            </Typography>
            <ActionButton user={warning.user} action="unlimited" variant="outlined" act={act}>
              {t('important.hitcapUnlimitedAction')}
            </ActionButton>
          </Box>
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('important.hitcapUpgrade')}
            </Typography>
            <ActionButton user={warning.user} action="upgrade" variant="contained" act={act}>
              {t('important.hitcapUpgradeAction')}
            </ActionButton>
          </Box>
          {switching}
        </Stack>
      );
    case 'disruptiveticket':
      return warning.clearable ? (
        <Suspense fallback={<CircularProgress size={24} aria-label={t('app.loading')} />}>
          <ClearTicketForm user={user} />
        </Suspense>
      ) : (
        <Typography variant="body2">
          <Trans
            i18nKey="important.ticketContactSupport"
            values={{ phone, email }}
            components={{
              phone: <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} sx={phoneNumberSx} />,
              email: <Link href={`mailto:${email}`} />,
            }}
          />
        </Typography>
      );
    case 'notregistered':
      return (
        <Stack spacing={2} sx={{ width: '100%' }}>
          <Typography variant="body2">{t('important.notRegisteredHelp')}</Typography>
          {!warning.multipleusers && <AutoRegister user={user} />}
          <Box>
            <ActionButton user={warning.user} action="advancedsettings" variant="outlined" act={act}>
              {t('important.notRegisteredManual')}
            </ActionButton>
          </Box>
          {switching}
        </Stack>
      );
    default:
      return null;
  }
}
