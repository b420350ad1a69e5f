import type { CodeNote } from '@/features/codes/api/code-notes';
import { CodeQrButton, CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { CodeNoteButton } from '@/features/codes/components/CodeNoteControls';
import type { CodeNoteWrites } from '@/features/codes/hooks/use-code-note-writes';
import { shareableTracked } from '@/features/codes/utils/shareable';
import { codesTexts } from '@/lib/codes/texts';
import type { ShareableCode } from '@/lib/codes/share-text';
import type { TrackedCode } from '@/lib/codes/tracked-code';

interface TrackedCodeActionsProps {
  code: TrackedCode;
  /** Its 'Entregado a' (null: none yet). */
  note: CodeNote | null;
  writes: CodeNoteWrites;
  onCopy(code: ShareableCode): void;
}

/**
 * What a leader can do with one of her tracked codes, wherever it is listed (the tracking page's
 * rows and its search results): copy it, share it by WhatsApp (to the person noted, when the note
 * has a phone) or the system sheet, show its QR, and note whom she gave it to.
 */
export function TrackedCodeActions({ code, note, writes, onCopy }: TrackedCodeActionsProps) {
  const shareable = shareableTracked(code);
  return (
    <>
      <CopyIconButton label={codesTexts.copyCode(code.code)} onCopy={() => onCopy(shareable)} />
      <WhatsAppShareLink codes={[shareable]} label={codesTexts.shareCodeWhatsApp(code.code)} phone={note?.phone} />
      <SystemShareButton codes={[shareable]} label={codesTexts.shareCode(code.code)} />
      <CodeQrButton code={shareable} />
      <CodeNoteButton code={{ id: code.id, code: code.code, eventId: code.eventId }} note={note} writes={writes} />
    </>
  );
}
