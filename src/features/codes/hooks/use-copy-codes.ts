import { useCallback } from 'react';
import { useNotify } from '@/components/notifications/use-notify';
import { texts } from '@/lib/texts';
import { copyText } from '@/utils/clipboard';
import { joinCodes } from '@/utils/share';

/** Copies one code or several (comma-joined) and confirms with the spec's snackbar texts. */
export function useCopyCodes() {
  const notify = useNotify();

  const copyCode = useCallback(
    async (code: string) => {
      const copied = await copyText(code);
      notify(copied ? { type: 'success', message: texts.codes.copiedOne(code) } : { type: 'error', message: texts.codes.copyFailed });
    },
    [notify],
  );

  const copyCodes = useCallback(
    async (codes: readonly string[]) => {
      if (codes.length === 0) return;
      const copied = await copyText(joinCodes(codes));
      notify(
        copied ? { type: 'success', message: texts.codes.copiedMany(codes.length) } : { type: 'error', message: texts.codes.copyFailed },
      );
    },
    [notify],
  );

  return { copyCode, copyCodes };
}
