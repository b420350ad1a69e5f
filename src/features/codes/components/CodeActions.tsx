import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import { useState, type ComponentType } from 'react';
import { useNotify } from '@/hooks/use-notify';
import type { CodeQrDialogProps } from '@/features/codes/components/CodeQrDialog';
import { useScannableText, useShareText, useShareTextReady } from '@/features/codes/hooks/share-context';
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

/** Icon button that copies; the label is its accessible name and title. It waits, disabled, while the shop link template is being read. */
export function CopyIconButton({ label, onCopy, disabled }: CopyButtonProps) {
  const ready = useShareTextReady();
  return (
    <IconButton aria-label={label} title={label} onClick={onCopy} disabled={disabled || !ready} size="small" color="primary">
      <ContentCopyIcon fontSize="small" />
    </IconButton>
  );
}

interface ShareLinkProps {
  /** null while the codes are not there yet (the button waits, disabled). */
  codes: readonly ShareableCode[] | null;
  label?: string;
}

const WHATSAPP_GREEN = '#1b7a3d';

interface WhatsAppShareLinkProps extends ShareLinkProps {
  tooLongMessage?: string;
  /** The WhatsApp number (digits with the country code) of the person the code was handed to: the link opens that chat. */
  phone?: string | null;
}

/**
 * WhatsApp share link with the codes as shared (see useShareText), opened in a new tab: to the
 * chat of `phone` when the code's 'Entregado a' has one, else to the contact picker. Codes too
 * many for one WhatsApp message build no link: the button says how else to send them
 * (`tooLongMessage`). While the shop link template is being read, it waits, disabled.
 */
export function WhatsAppShareLink({ codes, label = codesTexts.shareWhatsApp, tooLongMessage = codesTexts.whatsAppTooLong, phone = null }: WhatsAppShareLinkProps) {
  const textOf = useShareText();
  const ready = useShareTextReady();
  const notify = useNotify();
  const href = !ready || codes === null || codes.length === 0 ? null : whatsappShareUrl(textOf(codes), phone);
  if (href === null) {
    const tooLong = ready && codes !== null && codes.length > 0;
    return (
      <IconButton
        aria-label={label}
        title={label}
        size="small"
        disabled={!tooLong}
        onClick={() => notify({ type: 'info', message: tooLongMessage })}
        sx={{ color: WHATSAPP_GREEN }}
      >
        <WhatsAppIcon fontSize="small" />
      </IconButton>
    );
  }
  return (
    <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} size="small" sx={{ color: WHATSAPP_GREEN }}>
      <WhatsAppIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * 'Compartir': the system share sheet (Web Share API) with the same text as WhatsApp, so a
 * phone can send the codes through any app. Not shown where the browser has no share sheet.
 */
export function SystemShareButton({ codes, label }: ShareLinkProps & { label: string }) {
  const textOf = useShareText();
  const ready = useShareTextReady();
  const notify = useNotify();
  // Most desktop browsers have no share sheet: build no text for them.
  if (!hasSystemShareSheet()) return null;
  const text = !ready || codes === null || codes.length === 0 ? null : textOf(codes);
  if (text !== null && !canShareText(text)) return null;

  async function share() {
    if (text === null) return;
    const outcome = await shareWithSystemSheet(text);
    if (outcome === 'failed') notify({ type: 'error', message: codesTexts.shareFailed });
  }

  return (
    <IconButton aria-label={label} title={label} onClick={() => void share()} disabled={text === null} size="small" color="primary">
      <ShareIcon fontSize="small" />
    </IconButton>
  );
}

// The QR dialog and its library load on the first use, then stay; a failed load (offline before
// the app was installed) is tried again on the next tap.
let qrDialogModule: Promise<ComponentType<CodeQrDialogProps>> | null = null;
function loadQrDialog(): Promise<ComponentType<CodeQrDialogProps>> {
  qrDialogModule ??= import('@/features/codes/components/CodeQrDialog').then(
    (module) => module.CodeQrDialog,
    (error: unknown) => {
      qrDialogModule = null;
      throw error;
    },
  );
  return qrDialogModule;
}

/** 'Código QR' of one code: a full-screen QR of the link that applies it (or of the code) to show at the door. */
export function CodeQrButton({ code }: { code: ShareableCode }) {
  const textOf = useScannableText();
  const ready = useShareTextReady();
  const notify = useNotify();
  const [QrDialog, setQrDialog] = useState<ComponentType<CodeQrDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const label = codesTexts.qr.open(code.code);

  async function show() {
    try {
      const loaded = await loadQrDialog();
      setQrDialog(() => loaded);
      setOpen(true);
    } catch {
      notify({ type: 'error', message: codesTexts.qr.failed });
    }
  }

  return (
    <>
      <IconButton aria-label={label} title={label} onClick={() => void show()} disabled={!ready} size="small" color="primary">
        <QrCodeIcon fontSize="small" />
      </IconButton>
      {QrDialog && <QrDialog open={open} code={code.code} text={textOf(code)} onClose={() => setOpen(false)} />}
    </>
  );
}
