import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** Read by screen readers, not shown (an actions column's heading). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

/** One column's heading: its text, aligned right for figures, or read by screen readers only. */
export type Column = string | { label: string; align?: 'right'; hidden?: boolean };

/** A console table's column headings (false leaves a column out). */
export function ColumnHeads({ columns }: { columns: (Column | false)[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns
          .filter((c): c is Column => c !== false)
          .map((c) => {
            const col = typeof c === 'string' ? { label: c } : c;
            return (
              <TableCell key={col.label} component="th" scope="col" align={col.align}>
                {col.hidden ? (
                  <Box component="span" sx={visuallyHidden}>
                    {col.label}
                  </Box>
                ) : (
                  col.label
                )}
              </TableCell>
            );
          })}
      </TableRow>
    </TableHead>
  );
}
