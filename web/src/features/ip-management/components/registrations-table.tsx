import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { Registration } from '../api/get-registrations';
import { DeferredTooltip } from '../../../lib/ui/deferred-tooltip';

interface Props {
  items: Registration[];
  onEdit: (item: Registration) => void;
  onDelete: (item: Registration) => void;
  /** Fetch what Edit and Delete open (pointed at or focused). */
  onPreloadEdit?: () => void;
  onPreloadDelete?: () => void;
}

/** The addresses: figures of one width, so columns of digits line up, and never broken. */
const ADDRESS_SX = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The Actions column stays in view while the table scrolls sideways (a content area narrower
 * than the table: tablets, or a desktop window beside the menu).
 */
const STICKY_ACTIONS_SX = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  whiteSpace: 'nowrap',
} as const;

function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  return text ? (
    <>{text}</>
  ) : (
    <Typography component="span" variant="inherit" color="text.secondary">
      {t('ip.list.noDescription')}
    </Typography>
  );
}

/** The table from 600 px up (IP-005, IP-006); it scrolls sideways when the content area is narrower. */
function WideTable({ items, onEdit, onDelete, onPreloadEdit, onPreloadDelete }: Props) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" data-testid="ip-registrations" sx={{ '& td, & th': { px: 1.25 } }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('ip.list.caption')}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('ip.list.type')}</TableCell>
            <TableCell scope="col">{t('ip.list.ipAddress')}</TableCell>
            <TableCell scope="col">{t('ip.list.networkMask')}</TableCell>
            <TableCell scope="col">{t('ip.list.gateway')}</TableCell>
            <TableCell scope="col">{t('ip.list.macAddress')}</TableCell>
            <TableCell scope="col">{t('ip.list.description')}</TableCell>
            <TableCell scope="col" align="right" sx={STICKY_ACTIONS_SX}>
              {t('ip.list.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((r) => (
            <TableRow key={r.bpsId} data-testid={`ip-row-${r.bpsId}`}>
              <TableCell>{r.static ? t('ip.types.static') : t('ip.types.dynamic')}</TableCell>
              <TableCell component="th" scope="row" sx={ADDRESS_SX}>
                {r.ip_address}
              </TableCell>
              <TableCell sx={ADDRESS_SX}>{r.network_mask}</TableCell>
              <TableCell sx={ADDRESS_SX}>{r.gateway_address}</TableCell>
              <TableCell sx={ADDRESS_SX}>{r.mac_address}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                <Description text={r.description} />
              </TableCell>
              <TableCell align="right" sx={STICKY_ACTIONS_SX}>
                <DeferredTooltip title={t('ip.list.edit')} describeChild>
                  <IconButton size="small" aria-label={t('ip.list.editLabel', { mac: r.mac_address })} onClick={() => onEdit(r)} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </DeferredTooltip>
                <DeferredTooltip title={t('ip.list.delete')} describeChild>
                  <IconButton
                    size="small"
                    aria-label={t('ip.list.deleteLabel', { mac: r.mac_address })}
                    onClick={() => onDelete(r)}
                    onPointerEnter={onPreloadDelete}
                    onFocus={onPreloadDelete}
                    sx={{ color: 'error.dark' }}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </DeferredTooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On phones: one card per registration, its fields as a list of labels and values. */
function Cards({ items, onEdit, onDelete, onPreloadEdit, onPreloadDelete }: Props) {
  const { t } = useTranslation();
  const field = (label: string, value: ReactNode, mono = false) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', ...(mono ? ADDRESS_SX : {}) }}>
        {value}
      </Typography>
    </>
  );
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="ip-registrations">
      {items.map((r) => (
        <Card key={r.bpsId} component="li" variant="outlined" data-testid={`ip-row-${r.bpsId}`}>
          <CardContent sx={{ pb: 0 }}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {field(t('ip.list.type'), r.static ? t('ip.types.static') : t('ip.types.dynamic'))}
              {field(t('ip.list.ipAddress'), r.ip_address, true)}
              {field(t('ip.list.networkMask'), r.network_mask, true)}
              {field(t('ip.list.gateway'), r.gateway_address, true)}
              {field(t('ip.list.macAddress'), r.mac_address, true)}
              {field(t('ip.list.description'), <Description text={r.description} />)}
            </Box>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" startIcon={<EditOutlined />} aria-label={t('ip.list.editLabel', { mac: r.mac_address })} onClick={() => onEdit(r)} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit}>
              {t('ip.list.edit')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              aria-label={t('ip.list.deleteLabel', { mac: r.mac_address })}
              onClick={() => onDelete(r)}
              onPointerEnter={onPreloadDelete}
              onFocus={onPreloadDelete}
            >
              {t('ip.list.delete')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/** The registered addresses: a table, or cards on phones (below 600 px). */
export function RegistrationsTable(props: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? <Cards {...props} /> : <WideTable {...props} />;
}
