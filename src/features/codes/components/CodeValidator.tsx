import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState, useTransition, type FormEvent } from 'react';
import { ValidatedCodesSection } from '@/features/codes/components/ValidatedCodesSection';
import { keysToLookUp, indexTrackedCodes, validateCodes } from '@/features/codes/utils/validate-codes';
import { splitCodes } from '@common/code-value';
import { lookUpCodes, type LookupOutcome } from '@/features/codes/api/look-up-codes';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { codesTexts } from '@/lib/codes/texts';

interface Props {
  uid: string | null;
  /** The leader's available codes; null until they arrived ('Validar' waits for them). */
  codes: readonly TrackedCode[] | null;
  compact: boolean;
}

interface Submission {
  /** Each validation gets a new id: the result tables remount and start again at page 1. */
  id: number;
  pieces: string[];
  /** What the server said about the pieces the loaded codes do not answer; null while asking. */
  lookups: ReadonlyMap<string, LookupOutcome> | null;
  lookingUp: number;
}

/**
 * The code validator: splits the input and looks every piece up in an in-memory index of the
 * leader's available codes (no read per code); the pieces it does not answer (expired codes,
 * codes of past events, codes that are not theirs) are looked up on the server by value. Then
 * the valid and invalid tables. The tables render one page, and the work runs in a transition so
 * typing never waits for it. Results of the loaded codes follow their live changes.
 */
export function CodeValidator({ uid, codes, compact }: Props) {
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState<Submission | null>(null);
  const [isPending, startTransition] = useTransition();
  const empty = input.trim() === '';
  // Built once per delivery of the codes, not per validation.
  const index = useMemo(() => indexTrackedCodes(codes ?? []), [codes]);

  const result = useMemo(
    () => (submitted?.lookups ? validateCodes(submitted.pieces, index, submitted.lookups) : null),
    [submitted, index],
  );

  function validate(event: FormEvent) {
    event.preventDefault();
    if (empty || uid === null) return;
    const pieces = splitCodes(input);
    const missing = keysToLookUp(pieces, index);
    const id = (submitted?.id ?? 0) + 1;
    startTransition(() => setSubmitted({ id, pieces, lookups: missing.length === 0 ? new Map() : null, lookingUp: missing.length }));
    if (missing.length === 0) return;
    void lookUpCodes(missing).then((lookups) =>
      startTransition(() => setSubmitted((current) => (current?.id === id ? { ...current, lookups } : current))),
    );
  }

  function clear() {
    setInput('');
    setSubmitted(null);
  }

  return (
    <Stack spacing={2}>
      <Paper component="form" variant="outlined" onSubmit={validate} aria-labelledby="validator-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="validator-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {codesTexts.validatorTitle}
        </Typography>
        <FormControl fullWidth variant="outlined">
          <InputLabel htmlFor="codes-input" shrink>{codesTexts.validatorLabel}</InputLabel>
          {/* A plain textarea, not MUI's auto-sizing one: measuring the height of 10,000
              pasted codes on every render costs seconds of layout on a phone. */}
          <OutlinedInput
            id="codes-input"
            label={codesTexts.validatorLabel}
            notched
            placeholder={codesTexts.validatorPlaceholder}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            inputComponent="textarea"
            inputProps={{ rows: 6, spellCheck: false, autoCapitalize: 'characters', autoCorrect: 'off' }}
            sx={{ '& textarea': { resize: 'vertical', minHeight: '6lh', lineHeight: 1.5 } }}
          />
        </FormControl>
        <Stack direction="row" sx={{ mt: 1.5, gap: 1, justifyContent: 'flex-end' }}>
          <Button type="button" variant="text" onClick={clear} disabled={empty}>
            {codesTexts.clear}
          </Button>
          <Button type="submit" variant="contained" disabled={empty || codes === null} loading={isPending || (submitted !== null && submitted.lookups === null)}>
            {codesTexts.validate}
          </Button>
        </Stack>
      </Paper>

      {submitted !== null && submitted.lookups === null && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{codesTexts.lookingUp(submitted.lookingUp)}</Typography>
        </Box>
      )}
      {result && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography role="status" variant="body2" color="text.secondary">
            {codesTexts.validatorSummary(result.valid.length, result.invalid.length)}
          </Typography>
          {result.unchecked > 0 && <Alert severity="warning">{codesTexts.uncheckedCodes(result.unchecked)}</Alert>}
          <ValidatedCodesSection
            key={`valid-${submitted?.id}`}
            id="valid-codes-title"
            title={codesTexts.validTitle}
            codes={result.valid}
            emptyText={codesTexts.noAvailableCodes}
            compact={compact}
          />
          {result.invalid.length > 0 && (
            <ValidatedCodesSection
              key={`invalid-${submitted?.id}`}
              id="invalid-codes-title" title={codesTexts.invalidTitle} codes={result.invalid} compact={compact} />
          )}
        </Box>
      )}
    </Stack>
  );
}
