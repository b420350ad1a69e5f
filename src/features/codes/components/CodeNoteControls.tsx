import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import type { ListColumn } from '@/components/lists/ResponsiveList';
import type { CodeNote, NotedCode } from '@/features/codes/api/code-notes';
import { CodeNoteDialog } from '@/features/codes/components/CodeNoteDialog';
import type { CodeNoteWrites } from '@/features/codes/hooks/use-code-note-writes';
import { codesTexts } from '@/lib/codes/texts';
import { formatNotePhone } from '@common/code-note';

const t = codesTexts.handedOut;

/**
 * 'Entregado a' of a code: the name and phone noted, and 'Se guardará al volver la conexión' while
 * a note saved offline waits for the server. Nothing for a code without a note.
 */
export function CodeNoteSummary({ note }: { note: CodeNote | null }) {
  if (!note) return null;
  return (
    <Box component="span" sx={{ display: 'inline-block', minWidth: 0, overflowWrap: 'anywhere' }}>
      {/* On a card the note sits beside the status, without the column's header: say what it is. */}
      <Box component="span" sx={visuallyHidden}>
        {`${t.column}: `}
      </Box>
      <Typography component="span" variant="body2">
        {note.name}
      </Typography>
      {note.phone && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {` · ${formatNotePhone(note.phone)}`}
        </Typography>
      )}
      {note.pending && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic' }}>
          {t.pending}
        </Typography>
      )}
    </Box>
  );
}

/** The action that opens 'Entregado a' for one code, to note, change or clear whom it went to. */
export function CodeNoteButton({ code, note, writes }: { code: NotedCode; note: CodeNote | null | undefined; writes: CodeNoteWrites }) {
  const [open, setOpen] = useState(false);
  const label = t.edit(code.code);
  return (
    <>
      <IconButton aria-label={label} title={label} onClick={() => setOpen(true)} size="small" color="primary">
        <AssignmentIndIcon fontSize="small" />
      </IconButton>
      {open && (
        <CodeNoteDialog
          codes={[code.code]}
          note={note ?? null}
          canClear={Boolean(note)}
          onSave={(value) => {
            writes.save([code], value);
            setOpen(false);
          }}
          onClear={() => {
            writes.clear([code.id]);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * 'Entregado a' as a column of a list of codes (on a phone's card, beside the status, so a closed
 * card shows it too); `noteOf` gives undefined for a code that is not hers.
 */
export function handedOutColumn<T>(noteOf: (item: T) => CodeNote | null | undefined): ListColumn<T> {
  return {
    header: t.column,
    cell: (item) => <CodeNoteSummary note={noteOf(item) ?? null} />,
    sx: { minWidth: 120, maxWidth: 240 },
    card: 'badge',
  };
}
