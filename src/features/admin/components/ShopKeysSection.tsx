import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { createShopKey, listShopKeys, revokeShopKey, type ShopKeyView } from '@/features/admin/api/admin-functions';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { adminTexts } from '@/features/admin/texts';
import { formatDateTime } from '@/features/admin/utils/format-date';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { useNotify } from '@/hooks/use-notify';
import { useReadOnce } from '@/hooks/use-subscription';
import { appEnv } from '@/lib/env';
import { functionErrorMessage } from '@/lib/firebase/function-error';
import { copyText } from '@/utils/clipboard';

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
  const keys = useReadOnce('shop-keys', async () => (await listShopKeys({})).shopKeys);
  const [label, setLabel] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ShopKeyView | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal stays beside what it is about (the create form, or the open revoke confirmation).
  const [createFailure, setCreateFailure] = useState<string | null>(null);
  const [revokeFailure, setRevokeFailure] = useState<string | null>(null);

  async function create() {
    setCreating(true);
    setCreateFailure(null);
    try {
      const answer = await createShopKey(label.trim() ? { label: label.trim() } : {});
      setCreated(answer.key);
      setLabel('');
      keys.refetch();
    } catch (error) {
      setCreateFailure(functionErrorMessage(error, adminTexts.common.actionFailed));
    } finally {
      setCreating(false);
    }
  }

  async function revoke(key: ShopKeyView) {
    setBusy(true);
    setRevokeFailure(null);
    try {
      await revokeShopKey({ keyId: key.keyId });
      notify({ type: 'success', message: t.revokedDone(key.last4) });
      keys.refetch();
      setRevoking(null);
    } catch (error) {
      setRevokeFailure(functionErrorMessage(error, adminTexts.common.actionFailed));
    } finally {
      setBusy(false);
    }
  }

  const list = keys.data ?? [];
  const createdText = (key: ShopKeyView) => (key.createdBy ? t.createdBy(when(key.createdAtMs), key.createdBy) : when(key.createdAtMs));
  const columns: ListColumn<ShopKeyView>[] = [
    { header: t.columns.key, cell: (key) => t.keyEnding(key.last4), card: 'title', sx: { fontFamily: 'monospace', fontWeight: 600 } },
    { header: t.columns.label, cell: (key) => key.label ?? '' },
    { header: t.columns.created, cell: createdText },
    { header: t.columns.lastUsed, cell: (key) => when(key.lastUsedAtMs) },
    {
      header: t.columns.status,
      card: 'badge',
      cell: (key) =>
        key.revokedAtMs === null ? (
          <Chip size="small" color="success" variant="outlined" label={t.active} />
        ) : (
          <Chip size="small" label={t.revokedOn(formatDateTime(new Date(key.revokedAtMs)))} />
        ),
    },
    {
      header: t.columns.actions,
      align: 'right',
      card: 'actions',
      cell: (key) =>
        key.revokedAtMs === null && (
          <Button size="small" color="error" aria-label={t.revokeNamed(key.last4)} onClick={() => setRevoking(key)}>
            {t.revoke}
          </Button>
        ),
    },
  ];

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
          onChange={(event) => {
            setLabel(event.target.value);
            setCreateFailure(null);
          }}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="contained" disabled={creating} startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <KeyIcon aria-hidden />}>
          {t.create}
        </Button>
      </Box>
      {createFailure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setCreateFailure(null)}>
          {createFailure}
        </Alert>
      )}
      <ReadStatus result={keys} empty={list.length === 0} emptyText={t.empty} texts={statusTexts} onRetry={keys.refetch} />
      {list.length > 0 && <ResponsiveList items={list} itemKey={(key) => key.keyId} columns={columns} compact={compact} label={t.heading} />}
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t.confirmRevokeTitle}
        text={t.confirmRevokeText(revoking?.last4 ?? '')}
        confirmLabel={t.revoke}
        cancelLabel={adminTexts.common.cancel}
        busy={busy}
        destructive
        error={revokeFailure}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => {
          setRevoking(null);
          setRevokeFailure(null);
        }}
      />
    </AdminSection>
  );
}
