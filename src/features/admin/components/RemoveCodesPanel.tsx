import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_CODES_PER_CALL } from '@common/constants';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { useNotify } from '@/hooks/use-notify';
import { lookUpRemovableCodes, removeCodes } from '@/features/admin/api/admin-functions';
import { BusyButton } from '@/features/admin/components/BusyButton';
import { adminTexts } from '@/features/admin/texts';
import { normalizeCode, splitCodes } from '@common/code-value';
import { functionErrorMessage } from '@/lib/firebase/function-error';

const t = adminTexts.leader;

/**
 * Removing a leader's codes: the rows selected in the table and any pasted list, then 'Eliminar'.
 * The server first says which of them are the leader's codes still in force (lookUpCodes with the
 * leader): the others are named at once, the confirmation counts only the removable ones, and
 * when there are none there is nothing to confirm. Then removeCodes (a soft delete: the codes keep
 * their usage) for this leader only. The pasted text stays until the removal succeeds.
 */
export function RemoveCodesPanel({ leaderUid, selected, onRemoved }: { leaderUid: string; selected: ReadonlySet<string>; onRemoved(codes: string[]): void }) {
  const notify = useNotify();
  const inputId = useId();
  const [pasted, setPasted] = useState('');
  const [pending, setPending] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notRemoved, setNotRemoved] = useState<string[]>([]);
  // A refusal stays beside the form (or in the open confirmation) until dismissed or the input changes.
  const [failure, setFailure] = useState<string | null>(null);
  // The selected rows and the pasted codes, each once (codes are upper-case).
  const chosen = [...new Set([...selected, ...splitCodes(pasted.toUpperCase())])];

  async function ask() {
    if (chosen.length > MAX_CODES_PER_CALL) {
      setFailure(t.tooMany(MAX_CODES_PER_CALL));
      return;
    }
    setChecking(true);
    setFailure(null);
    try {
      const { codes } = await lookUpRemovableCodes({ codes: chosen, leaderId: leaderUid });
      const removable = new Set(codes.map((code) => normalizeCode(code.code)));
      setNotRemoved(chosen.filter((code) => !removable.has(normalizeCode(code))));
      if (removable.size > 0) setPending([...removable]);
    } catch (error) {
      setFailure(functionErrorMessage(error, adminTexts.common.actionFailed));
    } finally {
      setChecking(false);
    }
  }

  async function remove() {
    if (!pending) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await removeCodes({ codes: pending, leaderId: leaderUid });
      // A code removed or reassigned since the check is named with the others.
      if (result.removed.length > 0) notify({ type: 'success', message: t.removed(result.removed.length) });
      setNotRemoved((before) => [...new Set([...before, ...result.alreadyDeleted, ...result.notFound])]);
      setPasted('');
      onRemoved(pending);
      setPending(null);
    } catch (error) {
      setFailure(functionErrorMessage(error, adminTexts.common.actionFailed));
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
          onChange={(event) => {
            setPasted(event.target.value);
            setFailure(null);
          }}
        />
      </FormControl>
      <Box>
        <BusyButton color="error" variant="contained" startIcon={<DeleteIcon aria-hidden />} busy={checking} disabled={chosen.length === 0} onClick={() => void ask()}>
          {t.remove}
        </BusyButton>
      </Box>
      {failure && pending === null && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {notRemoved.length > 0 && (
        <Alert severity="warning" onClose={() => setNotRemoved([])}>
          {t.notRemoved(notRemoved.join(', '))}
        </Alert>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmRemoveTitle}
        // The codes left out are named in the dialog too: the page behind it is out of reach meanwhile.
        text={pending ? [t.confirmRemoveText(pending.length), ...(notRemoved.length > 0 ? [t.notRemoved(notRemoved.join(', '))] : [])].join(' ') : ''}
        confirmLabel={pending ? t.removeConfirm(pending.length) : ''}
        cancelLabel={adminTexts.common.cancel}
        busy={busy}
        destructive
        error={failure}
        onConfirm={() => void remove()}
        onCancel={() => {
          setPending(null);
          setFailure(null);
        }}
      />
    </Stack>
  );
}
