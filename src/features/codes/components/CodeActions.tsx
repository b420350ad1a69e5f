import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import { useNotify } from '@/components/notifications/use-notify';
import { useShareText } from '@/features/codes/hooks/share-context';
import { codesTexts } from '@/features/codes/texts';
import { canShareText, hasSystemShareSheet, shareWithSystemSheet, whatsappShareUrl, type ShareableCode } from '@/utils/share';

interface CopyButtonProps {
  label: string;
  onCopy(): void;
  disabled?: boolean;
}

// The label is the accessible name and the native title (hover hint). No MUI Tooltip: it
// pulls in Popper (@popperjs/core, about 7 KB gzip) for a hint that the label already gives.

/** Icon button that copies; the label is its accessible name and title. */
export function CopyIconButton({ label, onCopy, disabled }: CopyButtonProps) {
  return (
    <IconButton aria-label={label} title={label} onClick={onCopy} disabled={disabled} size="small" color="primary">
      <ContentCopyIcon fontSize="small" />
    </IconButton>
  );
}

interface ShareLinkProps {
  /** null while the codes are still loading: a disabled button stands in for the link. */
  codes: readonly ShareableCode[] | null;
  label?: string;
}

/** WhatsApp share link with the codes as shared (see useShareText), opened in a new tab. */
export function WhatsAppShareLink({ codes, label = codesTexts.shareWhatsApp }: ShareLinkProps) {
  const textOf = useShareText();
  if (codes === null) {
    return (
      <IconButton aria-label={label} title={label} size="small" disabled>
        <WhatsAppIcon fontSize="small" />
      </IconButton>
    );
  }
  return (
    <IconButton
      component="a"
      href={whatsappShareUrl(textOf(codes))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      size="small"
      sx={{ color: '#1b7a3d' }}
    >
      <WhatsAppIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * 'Compartir': the system share sheet (Web Share API) with the same text as WhatsApp, so a
 * phone can send the codes through any app. Not shown where the browser has no share sheet.
 */
export function SystemShareButton({ codes, label }: { codes: readonly ShareableCode[] | null; label: string }) {
  const textOf = useShareText();
  const notify = useNotify();
  // Most desktop browsers have no share sheet: build no text for them.
  if (!hasSystemShareSheet()) return null;
  const text = codes === null ? null : textOf(codes);
  if (text !== null && !canShareText(text)) return null;

  async function share() {
    if (text === null) return;
    if ((await shareWithSystemSheet(text)) === 'failed') notify({ type: 'error', message: codesTexts.shareFailed });
  }

  return (
    <IconButton aria-label={label} title={label} onClick={() => void share()} disabled={text === null} size="small" color="primary">
      <ShareIcon fontSize="small" />
    </IconButton>
  );
}
