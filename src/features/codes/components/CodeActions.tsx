import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { texts } from '@/lib/texts';
import { joinCodes, whatsappShareUrl } from '@/utils/share';

interface CopyButtonProps {
  label: string;
  onCopy(): void;
  disabled?: boolean;
}

/** Icon button that copies; the label is its accessible name and tooltip. */
export function CopyIconButton({ label, onCopy, disabled }: CopyButtonProps) {
  const button = (
    <IconButton aria-label={label} onClick={onCopy} disabled={disabled} size="small" color="primary">
      <ContentCopyIcon fontSize="small" />
    </IconButton>
  );
  // A disabled button fires no events, so the tooltip would warn; show it only when enabled.
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

interface ShareLinkProps {
  codes: readonly string[];
  label?: string;
}

/** WhatsApp share link with the code or the comma-joined codes, opened in a new tab. */
export function WhatsAppShareLink({ codes, label = texts.codes.shareWhatsApp }: ShareLinkProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        component="a"
        href={whatsappShareUrl(joinCodes(codes))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        size="small"
        sx={{ color: '#1b7a3d' }}
      >
        <WhatsAppIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
