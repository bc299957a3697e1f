import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton } from '@mui/material';

/**
 * The show/hide button of a masked password (NET-082). Its accessible name says what a press
 * does ('Show …' while masked, 'Hide …' while shown); aria-controls names what it reveals.
 */
export function PasswordToggle({
  shown,
  onToggle,
  showLabel,
  hideLabel,
  controls,
  edge,
}: {
  shown: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
  controls?: string;
  edge?: 'end';
}) {
  return (
    <IconButton
      size="small"
      edge={edge}
      aria-label={shown ? hideLabel : showLabel}
      aria-controls={controls}
      onClick={onToggle}
      // Keeps the caret in the field when the toggle is clicked inside it.
      onMouseDown={(e) => e.preventDefault()}
    >
      {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconButton>
  );
}
