import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '@/lib/texts';
import { paths } from '@common/paths';

export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h1" sx={{ fontSize: 72, fontWeight: 700, color: 'primary.main' }}>
          404
        </Typography>
        <Typography component="h2" variant="h5" gutterBottom>
          {texts.notFound.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {texts.notFound.text}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          {texts.notFound.home}
        </Button>
      </div>
    </Box>
  );
}
