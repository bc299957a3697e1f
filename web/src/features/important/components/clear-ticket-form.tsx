import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { useClearDisruptiveTicket } from '../api/post-clear-disruptive-ticket';
import { SIGNATURE_MAX, signatureProblem } from '../signature-rules';
import { errorText } from '../error-text';

/**
 * A clearable disruptive ticket (NET-091…094): the typed signature of the holder, or of someone
 * else with their own name and the holder's (the field's help names the holder). The server
 * checks the name; its refusal is shown under the field. On success the server's message shows in
 * the snackbar and the warnings reload (the card goes away).
 */
export function ClearTicketForm({ user }: { user: number }) {
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
