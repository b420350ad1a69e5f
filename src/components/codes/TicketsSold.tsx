import Typography from '@mui/material/Typography';
import { codesTexts } from '@/lib/codes/texts';

/** What the shop sold with a set of codes (an event's, a batch's), beside their usage: '3 entradas vendidas'. */
export function TicketsSold({ count }: { count: number }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
      {codesTexts.ticketsSold(count)}
    </Typography>
  );
}
