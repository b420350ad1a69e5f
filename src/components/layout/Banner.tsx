import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
/** The banner is at least this tall (docs/product.md, the shell). */
const BANNER_MIN_HEIGHT_PX = 195;

/**
 * The page title above the area's name ('Centro de líderes', 'Centro de administración'). The
 * title is the page's only h1 (it says which page this is); the area's name is the same on every
 * page, so it is display text, not a heading. Pages start their own sections at h2.
 */
export function Banner({ title, heading }: { title: string | undefined; heading: string }) {
  return (
    <Box
      data-testid="banner"
      sx={{
        minHeight: BANNER_MIN_HEIGHT_PX,
        display: 'flex',
        alignItems: 'center',
        color: 'common.white',
        background: 'linear-gradient(120deg, #0a3577 0%, #0d47a1 55%, #1565c0 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {/* Decorative rings; clipped by overflow hidden so they never widen the page. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: { xs: -120, sm: -60 },
          top: -80,
          width: 340,
          height: 340,
          borderRadius: '50%',
          border: '40px solid rgba(255, 255, 255, 0.07)',
          boxShadow: 'inset 0 0 0 3px rgba(255, 179, 0, 0.35)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: 4 }}>
        {title && (
          <Typography
            component="h1"
            variant="h6"
            sx={{ fontWeight: 500, letterSpacing: 0.3, color: 'rgba(255, 255, 255, 0.92)', mb: 0.5 }}
          >
            {title}
          </Typography>
        )}
        <Typography component="p" sx={{ fontSize: { xs: '2rem', sm: '2.75rem' }, fontWeight: 800, lineHeight: 1.15 }}>
          {heading}
        </Typography>
      </Container>
    </Box>
  );
}
