import { useCallback } from 'react';
import { useNotify } from '@/components/notifications/use-notify';
import { codesTexts } from '@/features/codes/texts';
import { copyText } from '@/utils/clipboard';
import { joinCodes } from '@/utils/share';

/** Copies one code or several (comma-joined) and confirms with the spec's snackbar texts. */
export function useCopyCodes() {
  const notify = useNotify();

  const copyCode = useCallback(
    async (code: string) => {
      const copied = await copyText(code);
      notify(copied ? { type: 'success', message: codesTexts.copiedOne(code) } : { type: 'error', message: codesTexts.copyFailed });
    },
    [notify],
  );

  const copyCodes = useCallback(
    async (codes: readonly string[]) => {
      if (codes.length === 0) return;
      const copied = await copyText(joinCodes(codes));
      notify(
        copied ? { type: 'success', message: codesTexts.copiedMany(codes.length) } : { type: 'error', message: codesTexts.copyFailed },
      );
    },
    [notify],
  );

  return { copyCode, copyCodes };
}
