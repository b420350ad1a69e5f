import { useCallback } from 'react';
import { useNotify } from '@/hooks/use-notify';
import { useShareText } from '@/features/codes/hooks/share-context';
import { codesTexts } from '@/lib/codes/texts';
import { copyText } from '@/utils/clipboard';
import type { ShareableCode } from '@/lib/codes/share-text';

/**
 * Copies one code or several, as shared (with the shop links when set), and confirms with a
 * snackbar notice (codesTexts).
 */
export function useCopyCodes() {
  const notify = useNotify();
  const textOf = useShareText();

  const copyCode = useCallback(
    async (code: ShareableCode) => {
      const copied = await copyText(textOf([code]));
      notify(copied ? { type: 'success', message: codesTexts.copiedOne(code.code) } : { type: 'error', message: codesTexts.copyFailed });
    },
    [notify, textOf],
  );

  /**
   * `readyMessage`: what to say when copying fails after the codes were loaded first (the browser
   * may no longer count the tap as the person's; the next tap copies at once).
   */
  const copyCodes = useCallback(
    async (codes: readonly ShareableCode[], readyMessage?: string) => {
      if (codes.length === 0) return;
      const copied = await copyText(textOf(codes));
      notify(
        copied
          ? { type: 'success', message: codesTexts.copiedMany(codes.length) }
          : readyMessage
            ? { type: 'info', message: readyMessage }
            : { type: 'error', message: codesTexts.copyFailed },
      );
    },
    [notify, textOf],
  );

  return { copyCode, copyCodes };
}
