import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCount } from '@common/number-format';
import { usagePercent, type CodeUsage } from '@/lib/codes/usage';
import { codesTexts } from '@/lib/codes/texts';

/**
 * How much of an event's or a batch's codes has been used: a bar of uses over maximum uses,
 * labelled for screen readers, and the figures with the used-up codes beneath it.
 */
export function UsageBar({ name, usage }: { name: string; usage: CodeUsage }) {
  const uses = formatCount(usage.uses);
  const maxUses = formatCount(usage.maxUses);
  return (
    <Box sx={{ mt: 0.5, minWidth: 0, maxWidth: 360 }}>
      <LinearProgress
        variant="determinate"
        value={usagePercent(usage)}
        aria-label={codesTexts.usageLabel(name, uses, maxUses)}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25, fontWeight: 400 }}>
        {codesTexts.usageSummary(uses, maxUses, formatCount(usage.usedUp), formatCount(usage.total), usage.total)}
      </Typography>
    </Box>
  );
}
