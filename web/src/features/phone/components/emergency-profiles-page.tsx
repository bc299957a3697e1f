import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwarded';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { lazyNamed } from '../../../lib/lazy-named';
import { notify } from '../../../lib/notify';
import { ErrorDialog } from '../../../lib/ui/error-dialog';
import { useEmergencyProfiles, type EmergencyProfile } from '../api/get-emergency-profiles';
import { useAssociate } from '../api/post-associate';
import { canDeleteProfile, displayPhoneNumber, isPackageOriented } from '../phone-rules';
import { useAccount } from '../../../lib/account';
import { useWizard } from '../../../lib/wizard/use-wizard';
import { associationDefaults, emergencyAddDefaults } from '../emergency-wizard-values';
import { PhonePageFrame, type PhonePackageProps } from './phone-page-frame';
import { PhoneUnavailable, queryState, errorText } from './phone-ui';
import { LoadingLine } from '../../../lib/ui/area-state';
import { DeferredTooltip } from '../../../lib/ui/deferred-tooltip';
import { DialogLoading } from '../../../lib/ui/dialog-loading';

/** What the page shows in place of the list. */
/** The list, or the edit form in its place; the two wizards are history entries of their own (useWizard). */
type View = { kind: 'list' } | { kind: 'edit'; profile: EmergencyProfile };

/**
 * The wizards and the dialogs are chunks of their own (the address form's text fields, MUI's
 * stepper, check boxes, modal and dialog parts): fetched as one opens, or as the button or row
 * action that opens one is pointed at or focused.
 */
const loadEmergencyAddressWizard = () => import('./emergency-address-wizard');
const EmergencyAddressWizard = lazyNamed(loadEmergencyAddressWizard, 'EmergencyAddressWizard');
const loadAssociationWizard = () => import('./association-wizard');
const AssociationWizard = lazyNamed(loadAssociationWizard, 'AssociationWizard');
const loadDialogs = () => import('./emergency-dialogs');
const DeleteProfileDialog = lazyNamed(loadDialogs, 'DeleteProfileDialog');
const ConfirmAddressDialog = lazyNamed(loadDialogs, 'ConfirmAddressDialog');

/** One action of a row: an icon button named for what it does to which address. */
function RowAction({
  label,
  onClick,
  onPreload,
  children,
  disabled,
}: {
  label: string;
  onClick: () => void;
  /** Fetches what the action opens (pointed at or focused). */
  onPreload: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <DeferredTooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} onPointerEnter={onPreload} onFocus={onPreload} disabled={disabled} size="medium">
          {children}
        </IconButton>
      </span>
    </DeferredTooltip>
  );
}

/**
 * The profiles table (PHONE-015…018): the address; a "Selected" radio for a package-oriented
 * package (choosing one associates it: POST emergencyprofile_associate {emergencyprofileid}) or
 * the numbers of each profile for a number-oriented one; row actions associate, edit and — only
 * while the profile is not in use — delete.
 */
function ProfilesTable({
  user,
  pkg,
  profiles,
  onAssociate,
  onEdit,
  onDelete,
  offer,
  onOfferDone,
}: PhonePackageProps & {
  profiles: EmergencyProfile[];
  onAssociate: (p: EmergencyProfile) => void;
  onEdit: (p: EmergencyProfile) => void;
  onDelete: (p: EmergencyProfile) => void;
  /** A newly added address, offered as the one in use (confirmed like a tap on its radio). */
  offer: EmergencyProfile | null;
  onOfferDone: () => void;
}) {
  const { t } = useTranslation();
  const packageWide = isPackageOriented(pkg.emergencyprofile_type);
  const associate = useAssociate(user);
  const [failed, setFailed] = useState<string | null>(null);
  // While a selection is on its way, its radio shows checked (the list follows once read again).
  const choosing = associate.isPending ? (associate.variables?.[0]?.emergencyprofileid ?? null) : null;
  const select = (p: EmergencyProfile) =>
    associate.mutate([{ emergencyprofileid: p.id }], {
      onSuccess: (answers) => notify({ severity: 'success', message: answers[0]?.message || t('phone.emergency.associated') }),
      onError: (error) => setFailed(errorText(error, t)),
    });
  // A tap on a radio changes the address of every number of the package: it asks first (issue 28).
  const [confirming, setConfirming] = useState<EmergencyProfile | null>(null);
  const target = confirming ?? offer;
  const closeConfirm = () => {
    setConfirming(null);
    onOfferDone();
  };

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('phone.emergency.tableLabel')} data-testid="emergency-profiles-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('phone.emergency.colAddress')}</TableCell>
              <TableCell align={packageWide ? 'center' : 'left'}>{packageWide ? t('phone.emergency.colSelected') : t('phone.emergency.colNumbers')}</TableCell>
              <TableCell align="right">{t('phone.emergency.colActions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {profiles.map((p) => {
              const address = p.addressline;
              const type = packageWide ? 'packageoriented' : p.emergencyprofile_type || pkg.emergencyprofile_type;
              return (
                <TableRow key={p.id} data-testid={`emergency-profile-${p.id}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {address}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {`${p.firstname} ${p.lastname}`.trim()}
                    </Typography>
                  </TableCell>
                  <TableCell align={packageWide ? 'center' : 'left'}>
                    {packageWide ? (
                      <Radio
                        checked={choosing === null ? p.selected : choosing === p.id}
                        onChange={() => setConfirming(p)}
                        onPointerEnter={() => void loadDialogs()}
                        onFocus={() => void loadDialogs()}
                        disabled={associate.isPending}
                        name={`selected-${pkg.id}`}
                        value={String(p.id)}
                        slotProps={{ input: { 'aria-label': t('phone.emergency.selectLabel', { address }) } }}
                      />
                    ) : p.directorynumbers.length > 0 ? (
                      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                        {p.directorynumbers.map((n) => (
                          <Typography component="li" variant="body2" key={n} sx={{ whiteSpace: 'nowrap' }}>
                            {displayPhoneNumber(n)}
                          </Typography>
                        ))}
                      </Box>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('phone.noNumbers')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: { xs: 0.5, sm: 2 } }}>
                    <Box sx={{ display: 'inline-flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'flex-end', maxWidth: { xs: 88, sm: 'none' } }}>
                      <RowAction label={t('phone.emergency.associateLabel', { address })} onClick={() => onAssociate(p)} onPreload={() => void loadAssociationWizard()}>
                        <PhoneForwardedIcon />
                      </RowAction>
                      <RowAction label={t('phone.emergency.editLabel', { address })} onClick={() => onEdit(p)} onPreload={() => void loadEmergencyAddressWizard()}>
                        <EditIcon />
                      </RowAction>
                      {canDeleteProfile({ ...p, emergencyprofile_type: type }) ? (
                        <RowAction label={t('phone.emergency.deleteLabel', { address })} onClick={() => onDelete(p)} onPreload={() => void loadDialogs()}>
                          <DeleteIcon />
                        </RowAction>
                      ) : (
                        // Keeps the actions of every row in the same columns (from 600 px up).
                        <Box aria-hidden sx={{ width: 40, height: 40, display: { xs: 'none', sm: 'inline-block' } }} />
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {target && (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmAddressDialog
            address={target.addressline}
            isNew={confirming === null}
            onCancel={closeConfirm}
            onConfirm={() => {
              closeConfirm();
              select(target);
            }}
          />
        </Suspense>
      )}
      {failed !== null && <ErrorDialog message={failed} onDismiss={() => setFailed(null)} />}
    </>
  );
}

function EmergencyProfiles({ user, pkg }: PhonePackageProps) {
  const { t } = useTranslation();
  const query = useEmergencyProfiles(user, pkg.id);
  const [view, setView] = useState<View>({ kind: 'list' });
  const { email } = useAccount();
  const scope = { login: email, account: user };
  // Add New Address and the association are wizards whose steps are history entries, and what
  // was typed survives Back and a reload (issue 28).
  const adding = useWizard(`emergency-add-${pkg.id}`, scope, emergencyAddDefaults);
  const associating = useWizard(`emergency-associate-${pkg.id}`, scope, associationDefaults);
  const [deleting, setDeleting] = useState<EmergencyProfile | null>(null);
  // The ids listed when Add opened: an id the list has after it is the new address.
  const [idsBeforeAdd, setIdsBeforeAdd] = useState<number[] | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);
  const headingId = useId();

  const data = query.data;
  const associated = associating.open ? data?.profiles.find((p) => p.id === associating.values.profileId) : undefined;
  const shown = adding.open && data?.schema ? 'add' : associated ? 'associate' : view.kind;

  useEffect(() => {
    if (shown === 'list' && returned.current) listHeadingRef.current?.focus();
  }, [shown]);
  const back = () => {
    returned.current = true;
    setView({ kind: 'list' });
  };
  const closeWizard = (wizard: { close: () => void }) => () => {
    returned.current = true;
    wizard.close();
  };

  const state = queryState(query);
  if (state) return state;
  if (!data) return <PhoneUnavailable />;
  const profiles = data.profiles;
  // Back from Add with a new address on a package-wide package: offered as the one in use.
  const added =
    shown === 'list' && idsBeforeAdd && isPackageOriented(pkg.emergencyprofile_type) ? (profiles.find((p) => !idsBeforeAdd.includes(p.id) && !p.selected) ?? null) : null;

  if (shown !== 'list') {
    // A wizard or form in place of the list (PHONE-005, PHONE-006).
    let content: ReactNode = <PhoneUnavailable />;
    if (shown === 'add' && data.schema) {
      content = <EmergencyAddressWizard user={user} packageId={pkg.id} schema={data.schema} profile={null} wizard={adding} onClose={closeWizard(adding)} />;
    } else if (shown === 'associate' && associated) {
      content = <AssociationWizard user={user} pkg={pkg} profile={associated} profiles={profiles} wizard={associating} onClose={closeWizard(associating)} />;
    } else if (view.kind === 'edit' && data.schema) {
      content = <EmergencyAddressWizard key={view.profile.id} user={user} packageId={pkg.id} schema={data.schema} profile={view.profile} onClose={back} />;
    }
    return (
      <Card variant="outlined">
        <CardContent>
          <Suspense fallback={<LoadingLine label={t('app.loading')} />}>{content}</Suspense>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} ref={listHeadingRef} tabIndex={-1} variant="h6" component="h3" sx={{ outline: 'none' }}>
            {t('phone.emergency.listHeading')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => {
              setIdsBeforeAdd(profiles.map((p) => p.id));
              adding.start();
            }}
            onPointerEnter={() => void loadEmergencyAddressWizard()}
            onFocus={() => void loadEmergencyAddressWizard()}
            disabled={!data.schema}
          >
            {t('phone.emergency.add')}
          </Button>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {isPackageOriented(pkg.emergencyprofile_type) ? t('phone.emergency.introPackage') : t('phone.emergency.introNumber')}
        </Typography>
        {profiles.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t('phone.emergency.empty')}</Typography>
        ) : (
          <ProfilesTable
            user={user}
            pkg={pkg}
            profiles={profiles}
            onAssociate={(p) => associating.start({ profileId: p.id })}
            onEdit={(p) => setView({ kind: 'edit', profile: p })}
            onDelete={setDeleting}
            offer={added}
            onOfferDone={() => setIdsBeforeAdd(null)}
          />
        )}
      </CardContent>
      {deleting && (
        <Suspense fallback={<DialogLoading />}>
          <DeleteProfileDialog user={user} packageId={pkg.id} profile={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </Card>
  );
}

/** /ui/user/emergencyprofiles (PHONE-013…033): the 911 Emergency Address Profiles of the chosen package. */
export function EmergencyProfilesPage() {
  const { t } = useTranslation();
  return <PhonePageFrame title={t('phone.emergency.heading')}>{(props) => <EmergencyProfiles {...props} />}</PhonePageFrame>;
}
