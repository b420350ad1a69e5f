import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { codesTexts } from '@/lib/codes/texts';
import { codeNoteInputSchema, formatNotePhone, type CodeNoteInput, type CodeNoteFields } from '@common/code-note';

const t = codesTexts.handedOut;

/** A note as the screens hand it around: the name as shown, the phone as WhatsApp digits. */
export interface NoteValue {
  name: string;
  phone: string | null;
}

export interface CodeNoteDialogProps {
  /** The codes noted (their values): one names the title, several are counted. */
  codes: readonly string[];
  /** The note they have now, to change ('Quitar' removes it); null when there is none. */
  note: NoteValue | null;
  /** True when some of the codes have a note to remove ('Quitar'). */
  canClear: boolean;
  onSave(note: CodeNoteFields): void;
  onClear(): void;
  onClose(): void;
}

/**
 * 'Entregado a': whom the leader gave one code, or several at once, to: a name and an optional
 * phone (8 digits without a prefix are a Costa Rican number). Mounted when opened, so it starts
 * from the note as it is now. Saving does not wait for the server: the caller closes it at once.
 */
export function CodeNoteDialog({ codes, note, canClear, onSave, onClear, onClose }: CodeNoteDialogProps) {
  const titleId = useId();
  const { control, handleSubmit } = useForm<CodeNoteInput, unknown, CodeNoteFields>({
    resolver: zodResolver(codeNoteInputSchema),
    mode: 'onTouched',
    defaultValues: { name: note?.name ?? '', phone: note?.phone ? formatNotePhone(note.phone) : '' },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={handleSubmit(onSave)} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {codes.length === 1 ? t.title(codes[0]) : t.titleMany(codes.length)}
        </DialogTitle>
        <DialogContent sx={{ pb: 1 }}>
          <FormTextField control={control} name="name" label={t.name} autoComplete="off" autoFocus required />
          <FormTextField control={control} name="phone" label={t.phone} hint={t.phoneHint} type="tel" inputMode="tel" autoComplete="off" />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          {canClear && (
            <Button color="error" onClick={onClear} sx={{ mr: 'auto' }}>
              {t.clear}
            </Button>
          )}
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained">
            {t.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
