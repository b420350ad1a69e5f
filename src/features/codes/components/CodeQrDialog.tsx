import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useCallback, useId, useRef, useState } from 'react';
import { codesTexts } from '@/lib/codes/texts';

// Dark modules on white with the standard four-module quiet zone: what phone cameras read best,
// also from a screen at arm's length. 1,024 px keeps the downloaded PNG sharp when printed; on
// screen the image is scaled to the dialog's width without smoothing.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4, width: 1024, color: { dark: '#000000', light: '#ffffff' } } as const;

export interface CodeQrDialogProps {
  open: boolean;
  code: string;
  /** What the QR holds: the shop link that applies the code, or the code alone. */
  text: string;
  onClose(): void;
}

type Drawing = 'drawing' | 'ready' | 'failed';

/**
 * A code's QR, full screen and bright, to be scanned from another phone at a venue's door, with
 * the code written under it and a PNG download. Loaded only when a leader first opens one, so
 * the QR library costs nothing to the pages that never show it. Drawn on a canvas: the page's
 * security policy takes images only from the app's own address.
 */
export function CodeQrDialog({ open, code, text, onClose }: CodeQrDialogProps) {
  const titleId = useId();
  const hintId = useId();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [drawn, setDrawn] = useState<{ text: string; state: Drawing }>({ text, state: 'drawing' });
  const state = drawn.text === text ? drawn.state : 'drawing';

  // The canvas exists only while the dialog is open: draw on it when it is mounted or the text changes.
  const drawOn = useCallback(
    (element: HTMLCanvasElement | null) => {
      canvas.current = element;
      if (!element) return;
      let current = true;
      QRCode.toCanvas(element, text, QR_OPTIONS).then(
        () => {
          // The library sizes the canvas on the page to its pixels: the dialog's width decides instead.
          element.style.removeProperty('width');
          element.style.removeProperty('height');
          if (current) setDrawn({ text, state: 'ready' });
        },
        () => current && setDrawn({ text, state: 'failed' }),
      );
      return () => {
        current = false;
        canvas.current = null;
      };
    },
    [text],
  );

  function download() {
    canvas.current?.toBlob((png) => {
      if (!png) return;
      const url = URL.createObjectURL(png);
      const link = document.createElement('a');
      link.href = url;
      link.download = codesTexts.qr.fileName(code);
      link.click();
      // The download has started from the link; the address is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    }, 'image/png');
  }

  const linked = text !== code;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      aria-describedby={hintId}
      slotProps={{ paper: { sx: { bgcolor: '#ffffff', color: '#000000' } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1 }}>
        {codesTexts.qr.title}
        <IconButton aria-label={codesTexts.qr.close} title={codesTexts.qr.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ position: 'relative', width: '100%', maxWidth: { xs: '100%', sm: 'min(640px, 70vh)' }, aspectRatio: '1' }}>
          <Box
            component="canvas"
            ref={drawOn}
            role="img"
            aria-label={codesTexts.qr.image(code)}
            sx={{ width: '100%', height: '100%', display: 'block', imageRendering: 'pixelated', visibility: state === 'ready' ? 'visible' : 'hidden' }}
          />
          {state !== 'ready' && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
              {state === 'drawing' ? <CircularProgress aria-label={codesTexts.qr.loading} /> : <Alert severity="error">{codesTexts.qr.failed}</Alert>}
            </Box>
          )}
        </Box>
        <Typography component="p" variant="h4" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 700, letterSpacing: '0.08em', overflowWrap: 'anywhere', textAlign: 'center' }}>
          {code}
        </Typography>
        <Typography id={hintId} variant="body2" sx={{ textAlign: 'center', maxWidth: 480 }}>
          {linked ? codesTexts.qr.linkHint : codesTexts.qr.codeHint}
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={state !== 'ready'} onClick={download}>
          {codesTexts.qr.download}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
