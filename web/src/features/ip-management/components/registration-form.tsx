import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { loadErrorText } from '../../../lib/load-error';
import { anchoredRegex, codePointLength, type Schema } from '../../../lib/schema-form';
import type { Registration } from '../api/get-registrations';
import { useRegistrationWrite } from '../api/write-registration';
import { DESCRIPTION_MAX_LENGTH, formatMacInput, MAC_PATTERN, type RegistrationSource } from '../ip-rules';

/** What the form registers: a new address of a type (from the allowance it will use), or an edit. */
export type FormMode = { kind: 'create'; static: boolean; source: RegistrationSource | null } | { kind: 'edit'; item: Registration };

/** The example MAC address of the field's help (a value, not a text: it reads the same in every language). */
const MAC_EXAMPLE = '00:1a:2b:3c:4d:5e';

/** The form's rules, from the served descriptor where it has them (docs/phone-api.md), else the contract's. */
function rulesOf(schema: Schema | null) {
  const mac = schema?.props.mac_address;
  const description = schema?.props.description;
  return {
    macPattern: (mac?.regex && anchoredRegex(mac.regex)) || MAC_PATTERN,
    macMessage: mac?.errorMessage ?? '',
    descriptionMax: description?.maxLength || DESCRIPTION_MAX_LENGTH,
  };
}

/** A read-only field: its label and value (IP-014). */
function ReadOnly({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: 'anywhere', ...(mono ? { fontVariantNumeric: 'tabular-nums' } : {}) }}
      >
        {children}
      </Typography>
    </>
  );
}

/**
 * The MAC Registration form (IP-013…023): type, IP address, network mask and gateway read-only
 * (on create the server allocates the address, so they say it is assigned on submit), the MAC
 * address and the description editable, Cancel and Submit. The MAC input is formatted as typed
 * (lib formatMacInput); an invalid form shows "Some inputs have invalid format." with each field's
 * problem, and a refusal of the server shows its message here. A success goes back to the list
 * (onDone) and the account's data reload.
 */
export function RegistrationForm({
  user,
  mode,
  schema,
  onDone,
  onCancel,
}: {
  user: number;
  mode: FormMode;
  schema: Schema | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const macId = useId();
  const descriptionId = useId();
  const editing = mode.kind === 'edit' ? mode.item : null;
  const isStatic = editing ? editing.static : mode.kind === 'create' && mode.static;
  const source = editing ? (editing.source === 'addon' ? 'addon' : 'base') : mode.kind === 'create' ? mode.source : null;
  const [mac, setMac] = useState(editing?.mac_address ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [submitted, setSubmitted] = useState(false);
  const write = useRegistrationWrite(user);
  const rules = rulesOf(schema);
  const macRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    macRef.current?.focus();
  }, []);

  const macInvalid = !rules.macPattern.test(mac);
  const descriptionInvalid = codePointLength(description.trim()) > rules.descriptionMax;
  const invalid = macInvalid || descriptionInvalid;
  const showMacError = submitted && macInvalid;
  const showDescriptionError = submitted && descriptionInvalid;
  const macHelp = rules.macMessage || t('ip.form.macHelp', { example: MAC_EXAMPLE });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (write.isPending) return;
    setSubmitted(true);
    if (invalid) {
      (macInvalid ? macRef : descriptionRef).current?.focus();
      return;
    }
    const body = { mac_address: mac, description: description.trim() };
    write.mutate(editing ? { bpsId: editing.bpsId, ...body } : { static: isStatic, ...body }, { onSuccess: onDone });
  };

  const assigned = (
    <Typography component="span" variant="inherit" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {t('ip.form.assigned')}
    </Typography>
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ maxWidth: 640 }} data-testid="ip-form">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3">
          {t('ip.form.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {editing ? t('ip.form.editSubtitle') : t('ip.form.createSubtitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 2, rowGap: 0.75, m: 0, mb: 2.5 }}
            data-testid="ip-form-readonly"
          >
            <ReadOnly label={t('ip.form.type')}>{isStatic ? t('ip.types.static') : t('ip.types.dynamic')}</ReadOnly>
            {source && <ReadOnly label={t('ip.form.from')}>{t(`ip.sources.${source}`)}</ReadOnly>}
            <ReadOnly label={t('ip.form.ipAddress')} mono={editing !== null}>
              {editing ? editing.ip_address : assigned}
            </ReadOnly>
            <ReadOnly label={t('ip.form.networkMask')} mono={editing !== null}>
              {editing ? editing.network_mask : assigned}
            </ReadOnly>
            <ReadOnly label={t('ip.form.gateway')} mono={editing !== null}>
              {editing ? editing.gateway_address : assigned}
            </ReadOnly>
          </Box>
          <Stack spacing={2}>
            <TextField
              id={macId}
              inputRef={macRef}
              label={t('ip.form.macAddress')}
              value={mac}
              onChange={(e) => {
                const next = e.target.value;
                setMac(formatMacInput(next, next.length > mac.length));
                if (write.isError) write.reset();
              }}
              required
              error={showMacError}
              helperText={macHelp}
              disabled={write.isPending}
              autoComplete="off"
              placeholder={MAC_EXAMPLE}
              slotProps={{
                htmlInput: {
                  spellCheck: false,
                  autoCapitalize: 'none',
                  autoCorrect: 'off',
                  inputMode: 'text',
                  style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
                },
              }}
              fullWidth
            />
            <TextField
              id={descriptionId}
              inputRef={descriptionRef}
              label={t('ip.form.description')}
              value={description}
              onChange={(e) => {
                setDescription(e.target.value);
                if (write.isError) write.reset();
              }}
              error={showDescriptionError}
              helperText={
                showDescriptionError
                  ? t('ip.form.descriptionTooLong', { max: rules.descriptionMax })
                  : t('ip.form.descriptionHelp', { max: rules.descriptionMax })
              }
              disabled={write.isPending}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: rules.descriptionMax } }}
              fullWidth
            />
            {submitted && invalid && (
              <Alert severity="error" role="alert">
                {t('ip.form.invalid')}
              </Alert>
            )}
            {write.error && (
              <Alert severity="error" role="alert" data-testid="ip-form-refusal">
                {loadErrorText(write.error, t) || t('errors.generic')}
              </Alert>
            )}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onCancel} disabled={write.isPending}>
                {t('ip.form.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={write.isPending}>
                {write.isPending ? t('ip.form.submitting') : t('ip.form.submit')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
