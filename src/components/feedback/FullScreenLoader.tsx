import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the first auth state is unknown, so no guarded content flashes. */
export function FullScreenLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
