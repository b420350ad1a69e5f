import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { texts } from '@/lib/texts';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${texts.shell.opensInNewTab}`}
      </Box>
      <OpenInNewIcon aria-hidden="true" sx={{ fontSize: '1rem' }} />
    </Link>
  );
}

/** Copyright with the current year and the configurable legal links (new tab, rel noopener). */
export function Footer({ termsUrl, privacyUrl, year }: { termsUrl: string; privacyUrl: string; year: number }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 3, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 3 },
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Typography variant="body2">
          {texts.shell.copyright(year)} {texts.appName}. {texts.shell.rightsReserved}
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, listStyle: 'none', m: 0, p: 0 }}>
          <Typography component="li" variant="body2" sx={{ mr: { xs: 2, sm: 0 } }}>
            <ExternalLink href={termsUrl}>{texts.shell.terms}</ExternalLink>
          </Typography>
          <Typography component="li" variant="body2">
            <ExternalLink href={privacyUrl}>{texts.shell.privacy}</ExternalLink>
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
