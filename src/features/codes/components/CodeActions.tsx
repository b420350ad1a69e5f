import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import { useNotify } from '@/hooks/use-notify';
import { useShareText } from '@/features/codes/hooks/share-context';
import { codesTexts } from '@/lib/codes/texts';
import type { ShareableCode } from '@/lib/codes/share-text';
import { canShareText, hasSystemShareSheet, shareWithSystemSheet, whatsappShareUrl } from '@/features/codes/utils/share';

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
  /** null while the codes are not loaded: `read` brings them when the button is used (or the button waits, disabled). */
  codes: readonly ShareableCode[] | null;
  /** Reads the codes on demand (an event's codes); rejects when they cannot be had (already told to the person). */
  read?: () => Promise<readonly ShareableCode[]>;
  label?: string;
}

const WHATSAPP_GREEN = '#1b7a3d';

/** WhatsApp share link with the codes as shared (see useShareText), opened in a new tab. */
export function WhatsAppShareLink({ codes, read, label = codesTexts.shareWhatsApp }: ShareLinkProps) {
  const textOf = useShareText();
  if (codes === null) {
    // The tab opens at once, while the click still counts as the person's (a tab opened after
    // the read would be blocked as a pop-up), and goes to WhatsApp when the codes are there.
    const openWhenLoaded = async () => {
      if (!read) return;
      const tab = window.open('', '_blank');
      try {
        const loaded = await read();
        if (tab) {
          tab.opener = null;
          tab.location.href = whatsappShareUrl(textOf(loaded));
        } else {
          window.open(whatsappShareUrl(textOf(loaded)), '_blank', 'noopener,noreferrer');
        }
      } catch {
        tab?.close();
      }
    };
    return (
      <IconButton aria-label={label} title={label} size="small" disabled={!read} onClick={() => void openWhenLoaded()} sx={{ color: WHATSAPP_GREEN }}>
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
      sx={{ color: WHATSAPP_GREEN }}
    >
      <WhatsAppIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * 'Compartir': the system share sheet (Web Share API) with the same text as WhatsApp, so a
 * phone can send the codes through any app. Not shown where the browser has no share sheet.
 */
export function SystemShareButton({ codes, read, label, loadedMessage }: ShareLinkProps & { label: string; loadedMessage?: string }) {
  const textOf = useShareText();
  const notify = useNotify();
  // Most desktop browsers have no share sheet: build no text for them.
  if (!hasSystemShareSheet()) return null;
  const text = codes === null ? null : textOf(codes);
  if (text !== null && !canShareText(text)) return null;

  async function share() {
    const deferred = text === null;
    let shared = text;
    if (shared === null) {
      if (!read) return;
      try {
        shared = textOf(await read());
      } catch {
        return;
      }
    }
    const outcome = await shareWithSystemSheet(shared);
    // After a read the browser may no longer count the tap as the person's: the codes are ready for the next one.
    if (outcome === 'failed') notify(deferred && loadedMessage ? { type: 'info', message: loadedMessage } : { type: 'error', message: codesTexts.shareFailed });
  }

  return (
    <IconButton aria-label={label} title={label} onClick={() => void share()} disabled={text === null && !read} size="small" color="primary">
      <ShareIcon fontSize="small" />
    </IconButton>
  );
}
