import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_CODES_PER_CALL } from '@common/constants';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { useNotify } from '@/hooks/use-notify';
import { removeCodes } from '@/features/admin/api/admin-functions';
import { adminTexts } from '@/features/admin/texts';
import { splitCodes } from '@common/code-value';
import { functionErrorMessage } from '@/lib/firebase/function-error';

const t = adminTexts.leader;

/**
 * Removing a leader's codes: the rows selected in the table and any pasted list, then 'Eliminar',
 * a confirmation naming how many, and removeCodes (a soft delete: the codes keep their usage) for
 * this leader only. What was not one of the leader's codes is named afterwards; the pasted text
 * stays until the removal succeeds.
 */
export function RemoveCodesPanel({ leaderUid, selected, onRemoved }: { leaderUid: string; selected: ReadonlySet<string>; onRemoved(codes: string[]): void }) {
  const notify = useNotify();
  const inputId = useId();
  const [pasted, setPasted] = useState('');
  const [pending, setPending] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [notRemoved, setNotRemoved] = useState<string[]>([]);
  // The selected rows and the pasted codes, each once (codes are upper-case).
  const chosen = [...new Set([...selected, ...splitCodes(pasted.toUpperCase())])];

  const ask = () => {
    if (chosen.length > MAX_CODES_PER_CALL) {
      notify({ type: 'warning', message: t.tooMany(MAX_CODES_PER_CALL) });
      return;
    }
    setPending(chosen);
  };

  async function remove() {
    if (!pending) return;
    setBusy(true);
    try {
      const result = await removeCodes({ codes: pending, leaderId: leaderUid });
      notify({ type: 'success', message: t.removed(result.removed.length) });
      setNotRemoved([...result.alreadyDeleted, ...result.notFound]);
      setPasted('');
      onRemoved(pending);
      setPending(null);
    } catch (error) {
      notify({ type: 'error', message: functionErrorMessage(error, adminTexts.common.actionFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t.removeIntro}</Typography>
      <Typography variant="body2">{t.selectedCount(selected.size)}</Typography>
      <FormControl fullWidth>
        <InputLabel htmlFor={inputId}>{t.pasteLabel}</InputLabel>
        <OutlinedInput
          id={inputId}
          label={t.pasteLabel}
          multiline
          minRows={2}
          placeholder={t.pastePlaceholder}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
      </FormControl>
      <Box>
        <Button color="error" variant="contained" startIcon={<DeleteIcon aria-hidden />} disabled={chosen.length === 0} onClick={ask}>
          {t.remove}
        </Button>
      </Box>
      {notRemoved.length > 0 && (
        <Alert severity="warning" onClose={() => setNotRemoved([])}>
          {t.notRemoved(notRemoved.join(', '))}
        </Alert>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmRemoveTitle}
        text={pending ? t.confirmRemoveText(pending.length) : ''}
        confirmLabel={pending ? t.removeConfirm(pending.length) : ''}
        cancelLabel={adminTexts.common.cancel}
        busy={busy}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
