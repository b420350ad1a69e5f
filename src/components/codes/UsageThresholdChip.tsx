import Box from '@mui/material/Box';
import { chipShape } from '@/components/codes/StatusChip';
import { usageThreshold, type CodeUsage, type UsageThreshold } from '@/lib/codes/usage';
import { codesTexts } from '@/lib/codes/texts';

// At least 4.5:1 contrast, as the status chips: 80 % the expired chip's orange, 100 % the red.
const colours: Record<UsageThreshold, { color: string; backgroundColor: string }> = {
  80: { color: '#7a3300', backgroundColor: '#fff0e0' },
  100: { color: '#8e0000', backgroundColor: '#fdecea' },
};

/** '80 % de uso' or '100 % de uso' once a set of codes (an event's) reaches it; nothing below 80 %. */
export function UsageThresholdChip({ usage }: { usage: CodeUsage }) {
  const threshold = usageThreshold(usage.uses, usage.maxUses);
  if (threshold === null) return null;
  return (
    <Box component="span" sx={{ ...chipShape, ...colours[threshold], ml: 1, verticalAlign: 'middle' }}>
      {codesTexts.usageThresholdChip(threshold)}
    </Box>
  );
}
