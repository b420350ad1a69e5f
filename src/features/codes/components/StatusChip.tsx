import Chip from '@mui/material/Chip';
import { texts } from '@/lib/texts';

const labels = texts.codes.statusLabels;

// Colours picked for at least 4.5:1 contrast (MUI's warning chip is below it).
const colours: Record<string, { color: string; backgroundColor: string }> = {
  [labels.available]: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  [labels.inUse]: { color: '#0d47a1', backgroundColor: '#e3f2fd' },
  [labels.expired]: { color: '#7a3300', backgroundColor: '#fff0e0' },
  [labels.deleted]: { color: '#8e0000', backgroundColor: '#fdecea' },
};
const fallback = { color: '#424242', backgroundColor: '#eeeeee' };

/** A status label ('Disponible', 'En uso', ...) as a small coloured chip. */
export function StatusChip({ label }: { label: string }) {
  return <Chip size="small" label={label} sx={{ fontWeight: 600, ...(colours[label] ?? fallback) }} />;
}
