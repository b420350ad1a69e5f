import { useCallback, useMemo } from 'react';
import { clearCodeNotes, saveCodeNotes, type NotedCode } from '@/features/codes/api/code-notes';
import { useNotify } from '@/hooks/use-notify';
import { codesTexts } from '@/lib/codes/texts';
import type { CodeNoteFields } from '@common/code-note';

const t = codesTexts.handedOut;

export interface CodeNoteWrites {
  /** Notes the person on the codes. Returns at once: offline the write waits for the connection, the note shows from the cache. */
  save(codes: readonly NotedCode[], note: CodeNoteFields): void;
  /** Removes the codes' notes, the same way. */
  clear(codeIds: readonly string[]): void;
}

function failureMessage(error: unknown, fallback: string): string {
  return (error as { code?: unknown } | null)?.code === 'permission-denied' ? t.permissionDenied : fallback;
}

/**
 * Saving and clearing 'Entregado a' notes without waiting for the server: a leader at a door with
 * no signal keeps working, and the write is sent when the connection comes back. A write the
 * server refuses is said in Spanish (the cache then drops the note again).
 */
export function useCodeNoteWrites(uid: string | null): CodeNoteWrites {
  const notify = useNotify();
  const save = useCallback(
    (codes: readonly NotedCode[], note: CodeNoteFields) => {
      if (uid === null || codes.length === 0) return;
      saveCodeNotes(uid, codes, note).catch((error: unknown) => {
        console.error('Saving code notes failed', error);
        notify({ type: 'error', message: failureMessage(error, t.saveFailed) });
      });
    },
    [uid, notify],
  );
  const clear = useCallback(
    (codeIds: readonly string[]) => {
      if (uid === null || codeIds.length === 0) return;
      clearCodeNotes(uid, codeIds).catch((error: unknown) => {
        console.error('Clearing code notes failed', error);
        notify({ type: 'error', message: failureMessage(error, t.clearFailed) });
      });
    },
    [uid, notify],
  );
  return useMemo(() => ({ save, clear }), [save, clear]);
}
