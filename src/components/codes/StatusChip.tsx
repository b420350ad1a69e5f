import Box from '@mui/material/Box';
import { codeStatusLabel, statusShown, type CheckedStatus, type StatusShown } from '@/lib/codes/labels';

// Colours picked for at least 4.5:1 contrast (MUI's warning chip is below it).
const colours: Record<StatusShown, { color: string; backgroundColor: string }> = {
  available: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  inUse: { color: '#0d47a1', backgroundColor: '#e3f2fd' },
  expired: { color: '#7a3300', backgroundColor: '#fff0e0' },
  deleted: { color: '#8e0000', backgroundColor: '#fdecea' },
  missing: { color: '#424242', backgroundColor: '#eeeeee' },
  unchecked: { color: '#5d4037', backgroundColor: '#fff8e1' },
};

// The shape of MUI's small Chip; the status is a label, not a control, so none of Chip's click,
// delete or ripple handling is needed.
export const chipShape = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: 1,
  borderRadius: 3,
  typography: 'body2',
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
} as const;

/** A code's status ('Disponible', 'En uso', ...) as a small coloured chip; null status: 'No existe'. */
export function StatusChip({ status, currentUses }: { status: CheckedStatus; currentUses: number }) {
  return (
    <Box component="span" sx={{ ...chipShape, ...colours[statusShown(status, currentUses)] }}>
      {codeStatusLabel(status, currentUses)}
    </Box>
  );
}
