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
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Trans, useTranslation } from '../../../i18n/translation';
import { useAccount, type AccountWarning, type ChangeAction } from '../../../lib/account';
import { useBranding } from '../../../lib/branding';
import { myIpAddressQuery } from '../../../lib/my-ip-address';
import { useClearDisruptiveTicket } from '../api/post-clear-disruptive-ticket';
import { useAutoRegister } from '../api/post-ipaddr-autoregister';
import { useActOnAccount } from '../use-act-on-account';
import { phoneNumberSx } from '../../../lib/ui/phone-text';

/** The signature's length bounds (docs/internet-api.md: 2–200 characters). */
export const SIGNATURE_MIN = 2;
export const SIGNATURE_MAX = 200;
/** Letters, spaces and .'-,& — the characters of a typed name. */
const SIGNATURE_CHARS = /^[\p{L}\p{M} .'’\-,&]+$/u;

/** Why a typed signature cannot be sent yet, or null. Whether it names the holder is the server's call. */
export function signatureProblem(raw: string): 'required' | 'invalid' | 'tooLong' | null {
  const s = raw.trim().replace(/\s+/g, ' ');
  if ([...s].length < SIGNATURE_MIN) return 'required';
  if ([...s].length > SIGNATURE_MAX) return 'tooLong';
  if (!SIGNATURE_CHARS.test(s)) return 'invalid';
  return null;
}

function errorText(error: Error, t: (k: string) => string): string {
  return error.name === 'NetworkError' ? t('startup.networkError') : error.message || t('errors.generic');
}

/**
 * A clearable disruptive ticket (NET-091…094): the typed signature of the holder, or of someone
 * else with their own name and the holder's (the field's help names the holder). The server
 * checks the name; its refusal is shown under the field. On success the server's message shows in
 * the snackbar and the warnings reload (the card goes away).
 */
function ClearTicketForm({ user }: { user: number }) {
  const { t } = useTranslation();
  const { names } = useAccount();
  const holder = names[user]?.trim() ?? '';
  const fieldId = useId();
  const [signature, setSignature] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useClearDisruptiveTicket(user);
  const problem = signatureProblem(signature);
  const showProblem = touched && problem !== null;
  const help = holder ? t('important.ticketSignatureHelpHolder', { holder }) : t('important.ticketSignatureHelp');
  const problemText =
    problem === 'required'
      ? t('important.ticketSignatureRequired')
      : problem === 'tooLong'
        ? t('important.ticketSignatureTooLong', { max: SIGNATURE_MAX })
        : t('important.ticketSignatureInvalid');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (problem !== null || mutation.isPending) return;
        mutation.mutate(signature.trim().replace(/\s+/g, ' '));
      }}
      sx={{ width: '100%' }}
    >
      <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
        <TextField
          id={fieldId}
          label={t('important.ticketSignatureLabel')}
          value={signature}
          onChange={(e) => {
            setSignature(e.target.value);
            if (mutation.isError) mutation.reset();
          }}
          onBlur={() => signature !== '' && setTouched(true)}
          required
          error={showProblem}
          helperText={showProblem ? problemText : help}
          autoComplete="name"
          disabled={mutation.isPending}
          slotProps={{ htmlInput: { maxLength: SIGNATURE_MAX + 50, spellCheck: false } }}
          size="small"
          fullWidth
        />
        {mutation.error && (
          <Alert severity="error" role="alert">
            {errorText(mutation.error, t)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {mutation.isPending ? t('important.ticketClearing') : t('important.ticketClearAction')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

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
        <ClearTicketForm user={user} />
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
