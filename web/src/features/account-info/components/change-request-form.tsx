import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { Schema } from '../../../lib/schema-form/types';
import { notify } from '../../../lib/notify';
import type { AccountDetails } from '../api/get-account-details';
import { useChangeRequestWrite } from '../api/post-change-request';
import { useRegions } from '../api/get-regions';
import {
  CHANGE_TYPES,
  OPERATIONS,
  changeRequestBody,
  emptyDraft,
  emptyRow,
  fieldId,
  maxRows,
  rowFields,
  validateChangeRequest,
  type ChangeRequestDraft,
  type ChangeRowDraft,
  type ChangeValidation,
  type FieldProblem,
  type RowField,
} from '../change-request-rules';
import { displayPhoneNumber } from '../phone-format';
import { PhoneText } from '../../../lib/ui/phone-text';
import { PhoneInput } from './phone-input';
import { phoneKindLabel } from '../phone-kind';

interface Option {
  value: string;
  label: string;
}

/** The form's labels and options: the server's descriptor first, the catalog where it has none. */
function useFormText(schema: Schema | null) {
  const { t } = useTranslation();
  const regions = useRegions();
  return useMemo(() => {
    const labelOf = (prop: string) => schema?.props[prop]?.label || t(`account.change.labels.${prop}`);
    const options = (prop: string, fallback: Option[]): Option[] => {
      const served = schema?.props[prop]?.dropdownOptions;
      return served && served.length > 0 ? served.map((o) => ({ value: String(o.value), label: o.label })) : fallback;
    };
    const provinces = (regions.data ?? [])
      .filter((r) => r.countryid === 1 && r.provinceshort)
      .map((r) => ({ value: r.provinceshort, label: r.provincelong || r.provinceshort }));
    return {
      labelOf,
      types: options(
        'type',
        CHANGE_TYPES.map((v) => ({ value: v, label: t(`account.change.types.${v}`) })),
      ),
      operations: options(
        'operation',
        OPERATIONS.map((v) => ({ value: v, label: t(`account.change.operations.${v}`) })),
      ),
      provinces: options('province', provinces),
    };
  }, [schema, regions.data, t]);
}

/** A field's message: "Field cannot be blank", "Value cannot be null", the descriptor's errorMessage. */
function useProblemText() {
  const { t } = useTranslation();
  return (p: FieldProblem | undefined): string | null => {
    if (!p) return null;
    switch (p.kind) {
      case 'missing':
        return t('account.change.blank');
      case 'null':
        return t('account.change.valueNull');
      case 'tooLong':
        return t('account.change.tooLong', { max: p.max });
      default:
        return p.message || t('schemaForm.fieldInvalid');
    }
  };
}

/** The form's message (ACCT-025 … ACCT-027), in the server's order. */
function formMessage(v: ChangeValidation, t: (k: string, o?: Record<string, unknown>) => string): string {
  const sep = t('account.change.listSeparator');
  if (v.missing.length > 0) return t('account.change.fillOut', { fields: v.missing.join(sep) });
  if (v.valueNull) return t('account.change.valueNull');
  if (v.invalid.length > 0) return t('account.change.correct', { fields: v.invalid.join(sep) });
  return '';
}

interface RowProps {
  index: number;
  row: ChangeRowDraft;
  idPrefix: string;
  account: AccountDetails;
  text: ReturnType<typeof useFormText>;
  problems: Record<string, FieldProblem>;
  canDelete: boolean;
  disabled: boolean;
  onChange: (row: ChangeRowDraft) => void;
  onDelete: () => void;
}

/** One change (ACCT-019 … ACCT-025): its type, then the fields of that type. */
function ChangeRow({ index, row, idPrefix, account, text, problems, canDelete, disabled, onChange, onDelete }: RowProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const legendId = `${idPrefix}-row${index}-legend`;
  const id = (field: RowField) => `${idPrefix}-${fieldId(index, field)}`;
  const error = (field: RowField) => problemText(problems[fieldId(index, field)]);
  const set = (patch: Partial<ChangeRowDraft>) => onChange({ ...row, ...patch });
  const fields = rowFields(row).map((f) => f.field);

  const input = (field: 'name' | 'address' | 'address2' | 'city' | 'postalcode' | 'email' | 'description', opts: { optional?: boolean; multiline?: boolean; autoComplete?: string } = {}) => {
    const label = text.labelOf(field);
    const message = error(field);
    return (
      <TextField
        key={field}
        id={id(field)}
        label={opts.optional ? t('account.change.optional', { label }) : label}
        value={row[field]}
        onChange={(e) => set({ [field]: e.target.value })}
        required={!opts.optional}
        error={!!message}
        helperText={message || undefined}
        disabled={disabled}
        fullWidth
        multiline={opts.multiline}
        minRows={opts.multiline ? 2 : undefined}
        slotProps={{ htmlInput: { autoComplete: opts.autoComplete ?? 'off' } }}
        sx={opts.multiline ? { gridColumn: '1 / -1' } : undefined}
      />
    );
  };

  const select = (field: 'type' | 'operation' | 'province' | 'current', options: Option[], onSelect: (value: string) => void) => {
    const message = error(field);
    return (
      <TextField
        key={field}
        select
        id={id(field)}
        label={text.labelOf(field)}
        value={options.some((o) => o.value === row[field]) ? row[field] : ''}
        onChange={(e) => onSelect(e.target.value)}
        required
        error={!!message}
        helperText={message || undefined}
        disabled={disabled}
        fullWidth
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            <PhoneText>{o.label}</PhoneText>
          </MenuItem>
        ))}
      </TextField>
    );
  };

  const currentOptions: Option[] =
    row.type === 'phone'
      ? account.phonenumbers.map((p) => ({
          value: p.phoneno,
          label: p.description ? t('account.info.phoneEntry', { description: phoneKindLabel(p.description, t), number: displayPhoneNumber(p.phoneno) }) : displayPhoneNumber(p.phoneno),
        }))
      : account.emailaddresses.map((e) => ({ value: e.email, label: e.email }));

  return (
    <Box
      role="group"
      aria-labelledby={legendId}
      data-testid={`change-row-${index + 1}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={legendId} component="h4" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('account.change.rowLegend', { n: index + 1 })}
        </Typography>
        {canDelete && (
          <Tooltip title={t('account.change.deleteRow')}>
            <IconButton aria-label={t('account.change.deleteRowLabel', { n: index + 1 })} onClick={onDelete} disabled={disabled} size="small">
              <DeleteIcon aria-hidden />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {select('type', text.types, (value) => set({ type: value as ChangeRowDraft['type'], operation: '', current: '' }))}
        {fields.includes('operation') && select('operation', text.operations, (value) => set({ operation: value as ChangeRowDraft['operation'], current: '' }))}
        {fields.includes('current') && select('current', currentOptions, (value) => set({ current: value }))}
        {fields.includes('name') && input('name', { autoComplete: 'name' })}
        {fields.includes('address') && input('address', { autoComplete: 'address-line1' })}
        {fields.includes('address2') && input('address2', { optional: true, autoComplete: 'address-line2' })}
        {fields.includes('city') && input('city', { autoComplete: 'address-level2' })}
        {fields.includes('province') && select('province', text.provinces, (value) => set({ province: value }))}
        {fields.includes('postalcode') && input('postalcode', { autoComplete: 'postal-code' })}
        {fields.includes('email') && input('email', { autoComplete: 'email' })}
        {fields.includes('phone') && (
          <PhoneInput id={id('phone')} label={text.labelOf('phone')} value={row.phone} onChange={(phone) => set({ phone })} required error={error('phone')} disabled={disabled} />
        )}
        {fields.includes('description') && input('description', { multiline: true })}
      </Box>
    </Box>
  );
}

export interface ChangeRequestFormProps {
  user: number;
  account: AccountDetails;
  schema: Schema | null;
  /** Back to the view: sent is true after the server took the request. */
  onDone: (sent: boolean) => void;
}

/**
 * The "Edit Account Info" form (ACCT-017 … ACCT-029): rows of changes (at most as many as there
 * are change types), the best callback number (required) and additional comments. Checked on the
 * client with the spec's rules and the descriptor's patterns before it is sent; a refusal shows
 * the server's message. After a success the snackbar says so and the view comes back with the
 * pending message (read again from the server before the form closes).
 */
export function ChangeRequestForm({ user, account, schema, onDone }: ChangeRequestFormProps) {
  const { t } = useTranslation();
  const idPrefix = `cr${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const text = useFormText(schema);
  const problemText = useProblemText();
  const write = useChangeRequestWrite(user);
  const [draft, setDraft] = useState<ChangeRequestDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const busy = write.isPending;
  const max = maxRows(schema);
  const check = validateChangeRequest(draft, schema, text.labelOf);
  const problems = submitted ? check.problems : {};
  const message = submitted && !check.valid ? formMessage(check, t) : '';

  useEffect(() => titleRef.current?.focus(), []);

  const update = (next: ChangeRequestDraft) => {
    setDraft(next);
    if (write.isError) write.reset();
  };
  const setRow = (index: number, row: ChangeRowDraft) => update({ ...draft, rows: draft.rows.map((r, i) => (i === index ? row : r)) });
  const addRow = () => {
    if (draft.rows.length >= max) return;
    update({ ...draft, rows: [...draft.rows, emptyRow()] });
  };
  const deleteRow = (index: number) => update({ ...draft, rows: draft.rows.filter((_, i) => i !== index) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!check.valid) {
      const first = check.order[0];
      if (first) window.setTimeout(() => document.getElementById(`${idPrefix}-${first}`)?.focus(), 0);
      return;
    }
    try {
      const answer = await write.mutateAsync(changeRequestBody(draft));
      notify({ severity: 'success', message: answer.message || t('account.change.sent') });
      onDone(true);
    } catch {
      // The form shows the server's message (write.error).
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${idPrefix}-title`} data-testid="change-request-form">
      <CardContent>
        <Typography id={`${idPrefix}-title`} ref={titleRef} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
          {t('account.change.formTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('account.change.intro')}
        </Typography>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2}>
            {draft.rows.map((row, i) => (
              <ChangeRow
                key={row.key}
                index={i}
                row={row}
                idPrefix={idPrefix}
                account={account}
                text={text}
                problems={problems}
                canDelete={draft.rows.length > 1}
                disabled={busy}
                onChange={(r) => setRow(i, r)}
                onDelete={() => deleteRow(i)}
              />
            ))}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Button variant="outlined" startIcon={<AddIcon aria-hidden />} onClick={addRow} disabled={busy || draft.rows.length >= max}>
                {t('account.change.addRow')}
              </Button>
              {draft.rows.length >= max && (
                <Typography variant="body2" color="text.secondary">
                  {t('account.change.maxRows', { max })}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <PhoneInput
                id={`${idPrefix}-callback`}
                label={text.labelOf('callback')}
                value={draft.callback}
                onChange={(callback) => update({ ...draft, callback })}
                required
                error={problemText(problems.callback)}
                disabled={busy}
              />
              <TextField
                id={`${idPrefix}-comments`}
                label={t('account.change.optional', { label: text.labelOf('comments') })}
                value={draft.comments}
                onChange={(e) => update({ ...draft, comments: e.target.value })}
                error={!!problems.comments}
                helperText={problemText(problems.comments) || undefined}
                disabled={busy}
                fullWidth
                multiline
                minRows={3}
                sx={{ gridColumn: '1 / -1' }}
              />
            </Box>
            {message && (
              <Alert severity="error" role="alert" data-testid="change-request-problem">
                {message}
              </Alert>
            )}
            {write.error && (
              <Alert severity="error" role="alert" data-testid="change-request-refused">
                {write.error.name === 'NetworkError' ? t('startup.networkError') : write.error.message || t('errors.generic')}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={() => onDone(false)} disabled={busy}>
                {t('account.change.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? t('account.change.sending') : t('account.change.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
