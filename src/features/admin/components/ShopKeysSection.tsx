import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { useNotify } from '@/components/notifications/use-notify';
import { createShopKey, listShopKeys, revokeShopKey, type ShopKeyView } from '@/features/admin/api/admin-functions';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { adminTexts } from '@/features/admin/texts';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { appEnv } from '@/lib/env';
import { functionErrorMessage } from '@/lib/firebase/function-error';
import { useReadOnce } from '@/lib/firebase/use-subscription';
import { copyText } from '@/utils/clipboard';
import { formatDateTime } from '@/utils/format-date';

const t = adminTexts.shopKeys;
const statusTexts = { loading: t.loading, error: adminTexts.common.loadFailed, retry: adminTexts.common.retry };
const when = (ms: number | null) => (ms === null ? t.never : formatDateTime(new Date(ms)));

/** The key just created, shown this once with a copy button; closing the dialog forgets it. */
function NewKeyDialog({ created, onClose }: { created: string | null; onClose(): void }) {
  const notify = useNotify();
  const titleId = useId();
  const fieldId = useId();
  return (
    <Dialog open={created !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t.newKeyTitle}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.newKeyWarning}
        </Alert>
        <TextField
          id={fieldId}
          label={t.newKeyLabel}
          value={created ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t.headerHint}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copyText(created ?? '').then((ok) => ok && notify({ type: 'success', message: t.copied }))}>{t.copy}</Button>
        <Button variant="contained" onClick={onClose}>
          {t.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Tienda → 'Integración con la tienda': the shop API's keys, each by its last 4 characters, with
 * when it was created and last used; 'Crear clave' shows a new key once; 'Revocar' (after a
 * confirmation) stops it at the shop's next request. Each is logged in Actividad by the functions.
 */
export function ShopKeysSection() {
  const notify = useNotify();
  const compact = useCompactLayout();
  const labelId = useId();
  const [version, setVersion] = useState(0);
  const keys = useReadOnce(`shop-keys/${version}`, async () => (await listShopKeys({})).shopKeys);
  const [label, setLabel] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ShopKeyView | null>(null);
  const [busy, setBusy] = useState(false);

  async function create() {
    setCreating(true);
    try {
      const answer = await createShopKey(label.trim() ? { label: label.trim() } : {});
      setCreated(answer.key);
      setLabel('');
      setVersion((n) => n + 1);
    } catch (error) {
      notify({ type: 'error', message: functionErrorMessage(error, adminTexts.common.actionFailed) });
    } finally {
      setCreating(false);
    }
  }

  async function revoke(key: ShopKeyView) {
    setBusy(true);
    try {
      await revokeShopKey({ keyId: key.keyId });
      notify({ type: 'success', message: t.revokedDone(key.last4) });
      setVersion((n) => n + 1);
      setRevoking(null);
    } catch (error) {
      notify({ type: 'error', message: functionErrorMessage(error, adminTexts.common.actionFailed) });
    } finally {
      setBusy(false);
    }
  }

  const list = keys.data ?? [];
  const status = (key: ShopKeyView) =>
    key.revokedAtMs === null ? (
      <Chip size="small" color="success" variant="outlined" label={t.active} />
    ) : (
      <Chip size="small" label={t.revokedOn(formatDateTime(new Date(key.revokedAtMs)))} />
    );
  const revokeButton = (key: ShopKeyView) =>
    key.revokedAtMs === null && (
      <Button size="small" color="error" aria-label={t.revokeNamed(key.last4)} onClick={() => setRevoking(key)}>
        {t.revoke}
      </Button>
    );
  const createdText = (key: ShopKeyView) => (key.createdBy ? t.createdBy(when(key.createdAtMs), key.createdBy) : when(key.createdAtMs));

  return (
    <AdminSection title={t.heading} intro={t.intro}>
      <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t.apiAddress}: <Box component="code" sx={{ fontFamily: 'monospace' }}>{`${appEnv.functionsBaseUrl}/shopApi/v1`}</Box>
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void create())} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={labelId}
          label={t.labelField}
          helperText={t.labelHint}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="contained" disabled={creating} startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <KeyIcon aria-hidden />}>
          {t.create}
        </Button>
      </Box>
      <ReadStatus result={keys} empty={list.length === 0} emptyText={t.empty} texts={statusTexts} onRetry={() => setVersion((n) => n + 1)} />
      {list.length > 0 &&
        (compact ? (
          <Stack spacing={1.5}>
            {list.map((key) => (
              <Card key={key.keyId} variant="outlined" aria-label={t.keyEnding(key.last4)}>
                <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
                    <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{t.keyEnding(key.last4)}</Typography>
                    {status(key)}
                  </Box>
                  {key.label && <Typography variant="body2">{key.label}</Typography>}
                  <Typography variant="body2" color="text.secondary">
                    {t.columns.created}: {createdText(key)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.columns.lastUsed}: {when(key.lastUsedAtMs)}
                  </Typography>
                  <Box>{revokeButton(key)}</Box>
                </CardContent>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table size="small" aria-label={t.heading}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.key}</TableCell>
                <TableCell>{t.columns.label}</TableCell>
                <TableCell>{t.columns.created}</TableCell>
                <TableCell>{t.columns.lastUsed}</TableCell>
                <TableCell>{t.columns.status}</TableCell>
                <TableCell align="right">{t.columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((key) => (
                <TableRow key={key.keyId}>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{t.keyEnding(key.last4)}</TableCell>
                  <TableCell>{key.label ?? ''}</TableCell>
                  <TableCell>{createdText(key)}</TableCell>
                  <TableCell>{when(key.lastUsedAtMs)}</TableCell>
                  <TableCell>{status(key)}</TableCell>
                  <TableCell align="right">{revokeButton(key)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t.confirmRevokeTitle}
        text={t.confirmRevokeText(revoking?.last4 ?? '')}
        confirmLabel={t.revoke}
        cancelLabel={adminTexts.common.cancel}
        busy={busy}
        destructive
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </AdminSection>
  );
}
