import { Menu, MenuItem } from '@mui/material';

/**
 * The list of the 'Change contact' selector (account-selector.tsx), its own chunk: loaded as the
 * selector is first pointed at, focused or opened, since MUI's Menu brings its popover, Modal and
 * transitions, which no page needs on its first draw.
 */
export function AccountMenu({
  anchor,
  ids,
  active,
  listId,
  labelId,
  entry,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  ids: number[];
  active: number;
  listId: string;
  labelId: string;
  entry: (id: number) => string;
  onChoose: (id: number) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        list: { role: 'listbox', id: listId, 'aria-labelledby': labelId, disableListWrap: true },
        paper: { style: { minWidth: anchor?.clientWidth } },
      }}
    >
      {ids.map((id) => (
        <MenuItem key={id} role="option" aria-selected={id === active} selected={id === active} onClick={() => onChoose(id)}>
          {entry(id)}
        </MenuItem>
      ))}
    </Menu>
  );
}
