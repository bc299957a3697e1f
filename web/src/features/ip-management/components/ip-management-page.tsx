import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { isInProgressError } from '../../../lib/api-client';
import { lazyNamed } from '../../../lib/lazy-named';
import { loadErrorText } from '../../../lib/load-error';
import { useAddressCounts } from '../api/get-address-counts';
import { useNat } from '../api/get-nat';
import { useRegistrations, type Registration } from '../api/get-registrations';
import { nextSource, registerButtons, unavailableReason } from '../ip-rules';
import { NatCard } from './nat-card';
import type { FormMode } from './registration-form';
import { RegistrationsTable } from './registrations-table';
import { SummaryTable } from './summary-table';
import { PageHeading } from '../../../lib/ui/page-heading';
import { DialogLoading } from '../../../lib/ui/dialog-loading';

/**
 * The MAC Registration form and the delete dialog are chunks of their own (the form's text fields,
 * MUI's select, menu, modal and dialog parts): fetched as one opens, or as what opens it is
 * pointed at or focused.
 */
const loadRegistrationForm = () => import('./registration-form');
const RegistrationForm = lazyNamed(loadRegistrationForm, 'RegistrationForm');
const loadDeleteDialog = () => import('./delete-dialog');
const DeleteDialog = lazyNamed(loadDeleteDialog, 'DeleteDialog');

function Loading({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>{label || t('app.loading')}</Typography>
    </Stack>
  );
}

/** The error of a read that has no data to show, unless the browser is on its way to the login (PLAT-099). */
function shownError(q: { error: Error | null; data: unknown }): Error | null {
  return q.error && q.data === undefined && !isInProgressError(q.error) ? q.error : null;
}

function LoadError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return <Alert severity="error">{loadErrorText(error, t) || t('errors.generic')}</Alert>;
}

/** A register button and, while it is disabled for lack of allowance, why (IP-009, IP-010). */
function RegisterButton({ label, enabled, reason, onClick }: { label: string; enabled: boolean; reason: string; onClick: () => void }) {
  const hintId = useId();
  const showReason = reason !== '' && !enabled;
  return (
    <Box>
      <Button
        variant={enabled ? 'contained' : 'outlined'}
        disabled={!enabled}
        onClick={onClick}
        onPointerEnter={() => void loadRegistrationForm()}
        onFocus={() => void loadRegistrationForm()}
        aria-describedby={showReason ? hintId : undefined}
      >
        {label}
      </Button>
      {showReason && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 320 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}

/** The list → form → list page of one account; remounted when the active account changes. */
function IpManagementView({ user }: { user: number }) {
  const { t } = useTranslation();
  const nat = useNat(user);
  const registrations = useRegistrations(user);
  const counts = useAddressCounts(user);
  const [form, setForm] = useState<FormMode | null>(null);
  const [deleting, setDeleting] = useState<Registration | null>(null);
  // Back on the list (after Submit, Cancel or a delete), the keyboard continues from its heading.
  const focusListNext = useRef(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusListNext.current && form === null && deleting === null && listHeading.current) {
      focusListNext.current = false;
      listHeading.current.focus();
    }
  });

  const backToList = () => {
    focusListNext.current = true;
    setForm(null);
  };

  const natError = shownError(nat);
  if (natError) return <LoadError error={natError} />;
  if (nat.data === undefined) return <Loading label={t('ip.loading')} />;
  // IP-012: a radio on NAT shows only the card.
  if (nat.data) return <NatCard />;

  if (form) {
    return (
      <Suspense fallback={<Loading label={t('app.loading')} />}>
        <RegistrationForm user={user} mode={form} schema={registrations.data?.schema ?? null} onDone={backToList} onCancel={backToList} />
      </Suspense>
    );
  }

  const items = registrations.data?.items;
  const listError = shownError(registrations);
  const countsError = shownError(counts);
  const buttons = registerButtons(counts.data);
  const reason = (isStatic: boolean) => {
    const why = counts.data ? unavailableReason(counts.data, isStatic) : null;
    if (why === null) return '';
    if (isStatic) return why === 'used' ? t('ip.register.noStaticLeft') : t('ip.register.noStaticIncluded');
    return why === 'used' ? t('ip.register.noDynamicLeft') : t('ip.register.noDynamicIncluded');
  };
  const open = (isStatic: boolean) => setForm({ kind: 'create', static: isStatic, source: counts.data ? nextSource(counts.data, isStatic) : null });

  return (
    <Stack spacing={4}>
      <Typography sx={{ maxWidth: 760 }}>{t('ip.intro')}</Typography>

      <Box component="section" aria-labelledby="ip-list-heading">
        <Typography id="ip-list-heading" ref={listHeading} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
          {t('ip.list.heading')}
        </Typography>
        {listError && <LoadError error={listError} />}
        {!listError && items === undefined && <Loading label={t('ip.loading')} />}
        {items && items.length === 0 && (
          <Typography data-testid="ip-empty" color="text.secondary">
            {t('ip.list.empty')}
          </Typography>
        )}
        {items && items.length > 0 && (
          <RegistrationsTable
            items={items}
            onEdit={(item) => setForm({ kind: 'edit', item })}
            onDelete={setDeleting}
            onPreloadEdit={() => void loadRegistrationForm()}
            onPreloadDelete={() => void loadDeleteDialog()}
          />
        )}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
          <RegisterButton
            label={t('ip.register.dynamic')}
            enabled={buttons.dynamic}
            reason={reason(false)}
            onClick={() => open(false)}
          />
          <RegisterButton
            label={t('ip.register.static')}
            enabled={buttons.static}
            reason={reason(true)}
            onClick={() => open(true)}
          />
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="ip-summary-heading">
        <Typography id="ip-summary-heading" variant="h6" component="h3" gutterBottom>
          {t('ip.summary.heading')}
        </Typography>
        {countsError && <LoadError error={countsError} />}
        {!countsError && counts.data === undefined && <Loading label={t('ip.loading')} />}
        {counts.data && <SummaryTable counts={counts.data} />}
      </Box>

      {deleting && (
        <Suspense fallback={<DialogLoading />}>
          <DeleteDialog
            user={user}
            item={deleting}
            onClose={(deleted) => {
              if (deleted) focusListNext.current = true;
              setDeleting(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * /ui/user/advancedsettings, IP address management (IP-001…026): the registered addresses with
 * edit and delete, the register buttons, the summary of the allowances, and the MAC Registration
 * form (list → form → list, no route of its own); only the NAT card when the radio uses NAT.
 * The navigation state action=advancedsettings (from /change and the Important page) just opens it.
 */
export function IpManagementPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  return (
    <section aria-labelledby="ip-heading">
      <PageHeading id="ip-heading">
        {t('ip.heading')}
      </PageHeading>
      <IpManagementView key={activeUser} user={activeUser} />
    </section>
  );
}
