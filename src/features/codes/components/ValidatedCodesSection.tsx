import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { actionsColumn, codeColumn, statusColumn, usedColumn } from '@/components/codes/code-columns';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePagination } from '@/hooks/use-pagination';
import type { CodeNote } from '@/features/codes/api/code-notes';
import { CodeQrButton, CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { CodeNoteButton, CodeNoteSummary } from '@/features/codes/components/CodeNoteControls';
import { useCodeNotes } from '@/features/codes/hooks/use-code-notes';
import { useCodeNoteWrites, type CodeNoteWrites } from '@/features/codes/hooks/use-code-note-writes';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import { useShareTextReady } from '@/features/codes/hooks/share-context';
import { shareableValidated } from '@/features/codes/utils/shareable';
import type { ValidatedCode } from '@/features/codes/utils/validate-codes';
import { codesTexts } from '@/lib/codes/texts';
import { INVALID_CODES_PAGE_SIZE } from '@common/constants';
import { formatCount } from '@common/number-format';

interface Props {
  /** The signed-in leader: her codes get their 'Entregado a'. */
  uid: string | null;
  /** Heading id, so the table is labelled by its title. */
  id: string;
  title: string;
  codes: readonly ValidatedCode[];
  /** Shown instead of the table when there are no codes. */
  emptyText?: string;
  /** Phone layout: one card per code instead of a table. */
  compact: boolean;
}

/**
 * 'Códigos válidos' / 'Códigos no válidos': Código, Estado, Usado, Acciones, 10 per page. On each
 * code of hers, the actions say whom she gave it to ('Entregado a'), which she can note, change or
 * clear there: inside Acciones, so the validator keeps its four columns.
 */
export function ValidatedCodesSection({ uid, id, title, codes, emptyText, compact }: Props) {
  const { copyCode, copyCodes } = useCopyCodes();
  const shareTextReady = useShareTextReady();
  const pagination = usePagination(codes, INVALID_CODES_PAGE_SIZE);
  const allCodes = useMemo(() => codes.map(shareableValidated), [codes]);
  const notes = useCodeNotes(uid, pagination.pageItems.flatMap((code) => (code.tracked ? [code.tracked.id] : []))).data;
  const writes = useCodeNoteWrites(uid);
  const tableColumns = useMemo<ListColumn<ValidatedCode>[]>(() => {
    const noteOf = (code: ValidatedCode) => (code.tracked ? (notes?.get(code.tracked.id) ?? null) : undefined);
    return [
      codeColumn,
      statusColumn,
      usedColumn,
      actionsColumn((code: ValidatedCode) => <RowActions code={code} note={noteOf(code)} writes={writes} onCopy={() => void copyCode(shareableValidated(code))} />),
    ];
  }, [copyCode, notes, writes]);

  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {title} ({formatCount(codes.length)})
        </Typography>
        {codes.length > 0 && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} disabled={!shareTextReady} onClick={() => void copyCodes(allCodes)}>
              {codesTexts.copyCodes}
            </Button>
            <WhatsAppShareLink codes={allCodes} label={codesTexts.shareListWhatsApp(title)} tooLongMessage={codesTexts.whatsAppTooLongList} />
            <SystemShareButton codes={allCodes} label={codesTexts.shareList(title)} />
          </Stack>
        )}
      </Stack>

      {codes.length === 0 ? (
        emptyText && <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <ResponsiveList items={pagination.pageItems} itemKey={(code) => code.code} columns={tableColumns} compact={compact} labelledBy={id} hover />
      )}
      <Pagination {...paginationProps(pagination)} label={codesTexts.paginationLabel(title)} />
    </Paper>
  );
}

interface RowActionsProps {
  code: ValidatedCode;
  /** The code's 'Entregado a' (null: none yet; undefined: not her code). */
  note: CodeNote | null | undefined;
  writes: CodeNoteWrites;
  onCopy(): void;
}

/** Copy, WhatsApp (to the person it was handed to, when noted with a phone), the share sheet, the QR and, on her codes, 'Entregado a'. */
function RowActions({ code, note, writes, onCopy }: RowActionsProps) {
  const shareable = [shareableValidated(code)];
  const tracked = code.tracked;
  return (
    <>
      {note && (
        <Box sx={{ display: 'block', whiteSpace: 'normal', textAlign: { xs: 'left', sm: 'right' }, mb: 0.25 }}>
          <CodeNoteSummary note={note} />
        </Box>
      )}
      <CopyIconButton label={codesTexts.copyCode(code.code)} onCopy={onCopy} />
      <WhatsAppShareLink codes={shareable} label={codesTexts.shareCodeWhatsApp(code.code)} phone={note?.phone} />
      <SystemShareButton codes={shareable} label={codesTexts.shareCode(code.code)} />
      <CodeQrButton code={shareable[0]} />
      {tracked && note !== undefined && <CodeNoteButton code={{ id: tracked.id, code: tracked.code, eventId: tracked.eventId }} note={note} writes={writes} />}
    </>
  );
}
