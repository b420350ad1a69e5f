import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { TRACKED_CODE_COLUMNS } from '@/components/codes/code-columns';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { adminTexts } from '@/features/admin/texts';
import type { TrackedCode } from '@/lib/codes/tracked-code';

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
  const pageCheckbox = (label?: string) => (
    <Checkbox
      checked={allOnPage}
      indeterminate={someOnPage && !allOnPage}
      onChange={(event) => togglePage(event.target.checked)}
      slotProps={label ? { input: { 'aria-label': label } } : undefined}
    />
  );
  const selectColumn: ListColumn<TrackedCode> = {
    header: pageCheckbox(t.selectPage),
    cell: (code) => (
      <Checkbox
        checked={selected.has(code.code)}
        onChange={(event) => onToggle(code.code, event.target.checked)}
        slotProps={{ input: { 'aria-label': t.selectCode(code.code) } }}
      />
    ),
    padding: 'checkbox',
    card: 'leading',
  };
  return (
    <ResponsiveList
      items={codes}
      itemKey={(code) => code.id}
      columns={[selectColumn, ...TRACKED_CODE_COLUMNS]}
      compact={compact}
      label={title}
      isSelected={(code) => selected.has(code.code)}
      cardsHeader={<FormControlLabel control={pageCheckbox()} label={t.selectPage} />}
    />
  );
}
