import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Box, ButtonBase } from '@mui/material';
import { Suspense, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { useTranslation } from '../../i18n/translation';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazyNamed(loadAccountMenu, 'AccountMenu');

/**
 * The 'Change contact' selector (PLAT-036): one '#id name' entry per associated account. It is
 * built like MUI's Select — a combobox whose list is a menu of options, the same keys and the
 * same look of an outlined field with its label on the outline — but from a button and a Menu:
 * Select brings every text input of MUI (outlined, filled, native, textarea) into the first load
 * of every page, for a header control that never takes typing. The menu is its own chunk
 * (account-menu.tsx), fetched as the selector is pointed at or focused and kept once opened (its
 * closing transition).
 */
export function AccountSelector({
  ids,
  names,
  active,
  onChange,
  describedBy,
  focusRef,
}: {
  ids: number[];
  names: Record<number, string>;
  active: number;
  onChange: (id: number) => void;
  /** The id of a text about the selector (the one-time accounts tip, while it shows). */
  describedBy?: string;
  /** Focuses the selector (the one-time tip hands the focus to it when dismissed). */
  focusRef?: Ref<{ focus: () => void }>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const listId = useId();
  const comboRef = useRef<HTMLDivElement>(null);
  // The combobox while its list is open (the menu's anchor), else null.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const [menuUsed, setMenuUsed] = useState(false);
  const openAt = (el: HTMLElement) => {
    setMenuUsed(true);
    setAnchor(el);
  };
  useImperativeHandle(focusRef, () => ({ focus: () => comboRef.current?.focus() }), []);
  const entry = (id: number) => t('shell.accountEntry', { id, name: names[id] ?? '' });
  const choose = (id: number) => {
    setAnchor(null);
    onChange(id);
  };

  return (
    <Box sx={{ position: 'relative', flex: '0 0 auto', width: { xs: 176, sm: 220 }, pt: '6px' }}>
      <Box
        component="span"
        id={labelId}
        sx={{
          position: 'absolute',
          top: 0,
          left: 8,
          px: 0.5,
          fontSize: '0.75rem',
          lineHeight: '12px',
          bgcolor: 'primary.main',
          pointerEvents: 'none',
          maxWidth: 'calc(100% - 16px)',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {t('shell.changeContact')}
      </Box>
      <ButtonBase
        ref={comboRef}
        component="div"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        data-testid="account-selector"
        onClick={(e) => openAt(e.currentTarget)}
        onKeyDown={(e) => {
          // As Select: the arrows open the list as well as Enter and Space.
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            openAt(e.currentTarget);
          }
        }}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        sx={{
          width: '100%',
          height: 40,
          justifyContent: 'space-between',
          gap: 0.5,
          pl: 1.75,
          pr: 0.5,
          border: 1,
          borderColor: 'rgba(255,255,255,0.6)',
          borderRadius: 1,
          color: 'inherit',
          fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          '&:hover': { borderColor: 'common.white' },
          '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid', outlineColor: 'common.white', outlineOffset: 1 },
        }}
      >
        <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {entry(active)}
        </Box>
        <ArrowDropDown aria-hidden sx={{ flexShrink: 0, transform: open ? 'rotate(180deg)' : undefined }} />
      </ButtonBase>
      {menuUsed && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            ids={ids}
            active={active}
            listId={listId}
            labelId={labelId}
            entry={entry}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
