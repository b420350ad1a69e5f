import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import { codesTexts } from '@/features/codes/texts';
import { joinCodes, whatsappShareUrl } from '@/utils/share';

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
  codes: readonly string[] | null;
  label?: string;
}

/** WhatsApp share link with the code or the comma-joined codes, opened in a new tab. */
export function WhatsAppShareLink({ codes, label = codesTexts.shareWhatsApp }: ShareLinkProps) {
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
      href={whatsappShareUrl(joinCodes(codes))}
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
