import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/codes/StatusChip';
import { adminTexts } from '@/features/admin/texts';
import { formatCreatedDate, formatUsage } from '@/lib/codes/code-format';
import { codeTypeLabel, eventNameLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';
import type { TrackedCode } from '@/lib/codes/tracked-code';

const columns = codesTexts.columns;
const t = adminTexts.leader;

interface LeaderCodesTableProps {
  /** The codes of the page shown, newest first. */
  codes: readonly TrackedCode[];
  title: string;
  /** Selected code values (kept across pages). */
  selected: ReadonlySet<string>;
  onToggle(code: string, selected: boolean): void;
  compact: boolean;
}

/** One page of a leader's tracked codes, with a checkbox per code to remove it (as cards on a phone). */
export function LeaderCodesTable({ codes, title, selected, onToggle, compact }: LeaderCodesTableProps) {
  const allOnPage = codes.length > 0 && codes.every((code) => selected.has(code.code));
  const someOnPage = codes.some((code) => selected.has(code.code));
  const togglePage = (value: boolean) => codes.forEach((code) => onToggle(code.code, value));

  if (compact) {
    return (
      <Stack spacing={1}>
        <FormControlLabel
          control={<Checkbox checked={allOnPage} indeterminate={someOnPage && !allOnPage} onChange={(event) => togglePage(event.target.checked)} />}
          label={t.selectPage}
        />
        {codes.map((code) => (
          <Card key={code.id} variant="outlined">
            <CardContent sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, alignItems: 'start', py: 1.5 }}>
              <Checkbox
                checked={selected.has(code.code)}
                onChange={(event) => onToggle(code.code, event.target.checked)}
                slotProps={{ input: { 'aria-label': t.selectCode(code.code) } }}
                sx={{ mt: -1 }}
              />
              <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{code.code}</Typography>
                  <StatusChip status={code.status} currentUses={code.currentUses} />
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {eventNameLabel(code.eventName)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatCreatedDate(code.createdAt)} · {codeTypeLabel(code.codeType)} · {columns.usage} {formatUsage(code.currentUses, code.maxUses)}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allOnPage}
              indeterminate={someOnPage && !allOnPage}
              onChange={(event) => togglePage(event.target.checked)}
              slotProps={{ input: { 'aria-label': t.selectPage } }}
            />
          </TableCell>
          <TableCell>{columns.code}</TableCell>
          <TableCell>{columns.created}</TableCell>
          <TableCell>{columns.event}</TableCell>
          <TableCell>{columns.status}</TableCell>
          <TableCell>{columns.codeType}</TableCell>
          <TableCell>{columns.usage}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {codes.map((code) => (
          <TableRow key={code.id} selected={selected.has(code.code)}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(code.code)}
                onChange={(event) => onToggle(code.code, event.target.checked)}
                slotProps={{ input: { 'aria-label': t.selectCode(code.code) } }}
              />
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{code.code}</TableCell>
            <TableCell>{formatCreatedDate(code.createdAt)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{eventNameLabel(code.eventName)}</TableCell>
            <TableCell>
              <StatusChip status={code.status} currentUses={code.currentUses} />
            </TableCell>
            <TableCell>{codeTypeLabel(code.codeType)}</TableCell>
            <TableCell>{formatUsage(code.currentUses, code.maxUses)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
