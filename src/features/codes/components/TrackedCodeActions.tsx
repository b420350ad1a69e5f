import { CodeQrButton, CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { shareableTracked } from '@/features/codes/utils/shareable';
import { codesTexts } from '@/lib/codes/texts';
import type { ShareableCode } from '@/lib/codes/share-text';
import type { TrackedCode } from '@/lib/codes/tracked-code';

/**
 * What a leader can do with one of her tracked codes, wherever it is listed (the tracking page's
 * rows and its search results): copy it, share it by WhatsApp or the system sheet, show its QR.
 */
export function TrackedCodeActions({ code, onCopy }: { code: TrackedCode; onCopy(code: ShareableCode): void }) {
  const shareable = shareableTracked(code);
  return (
    <>
      <CopyIconButton label={codesTexts.copyCode(code.code)} onCopy={() => onCopy(shareable)} />
      <WhatsAppShareLink codes={[shareable]} label={codesTexts.shareCodeWhatsApp(code.code)} />
      <SystemShareButton codes={[shareable]} label={codesTexts.shareCode(code.code)} />
      <CodeQrButton code={shareable} />
    </>
  );
}
