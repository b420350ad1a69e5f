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
import { useDeferredValue, useEffect, useMemo, useRef, useSyncExternalStore, type FormEvent } from 'react';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { ValidatedCodesSection } from '@/features/codes/components/ValidatedCodesSection';
import { indexTrackedCodes, validateCodes } from '@/features/codes/utils/validate-codes';
import type { ValidatorMemory } from '@/features/codes/utils/validator-memory';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { codesTexts } from '@/lib/codes/texts';
import { prefersReducedMotion } from '@/lib/motion';

interface Props {
  uid: string | null;
  /** The leader's available codes; null until they arrived ('Validar' waits for them). */
  codes: readonly TrackedCode[] | null;
  /** The input and the last validation, kept above the pages (CodesLayout) for the session. */
  memory: ValidatorMemory;
  compact: boolean;
}

/**
 * The code validator: splits the input and looks every piece up in an in-memory index of the
 * leader's available codes (no read per code); the pieces it does not answer (expired codes,
 * codes of past events, codes that are not theirs) are looked up on the server by value. Then
 * the valid and invalid tables. The tables render one page, and the results render in the
 * background so typing never waits for them. Results of the loaded codes follow their live
 * changes. At a door the results would sit below the fold of a phone: each new validation's are
 * scrolled into view and a short summary is said to screen readers. Coming back from Códigos,
 * the input and results are as she left them, where she left them.
 */
export function CodeValidator({ uid, codes, memory, compact }: Props) {
  const { input, validation } = useSyncExternalStore(memory.subscribe, memory.getState);
  const shown = useDeferredValue(validation);
  const empty = input.trim() === '';
  // Built once per delivery of the codes, not per validation.
  const index = useMemo(() => indexTrackedCodes(codes ?? []), [codes]);

  const result = useMemo(() => (shown?.lookups ? validateCodes(shown.pieces, index, shown.lookups) : null), [shown, index]);
  const resultsRef = useRef<HTMLDivElement>(null);
  // The validation whose results were last brought into view: results found on coming back are not moved to again.
  const broughtIntoView = useRef(validation?.lookups ? validation.id : null);

  useEffect(() => {
    if (result === null || shown === null || broughtIntoView.current === shown.id) return;
    broughtIntoView.current = shown.id;
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [result, shown]);

  function validate(event: FormEvent) {
    event.preventDefault();
    if (empty || uid === null) return;
    memory.validate(index);
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
            onChange={(event) => memory.setInput(event.target.value)}
            inputComponent="textarea"
            inputProps={{ rows: 6, spellCheck: false, autoCapitalize: 'characters', autoCorrect: 'off' }}
            sx={{ '& textarea': { resize: 'vertical', minHeight: '6lh', lineHeight: 1.5 } }}
          />
        </FormControl>
        <Stack direction="row" sx={{ mt: 1.5, gap: 1, justifyContent: 'flex-end' }}>
          <Button type="button" variant="text" onClick={memory.clear} disabled={empty}>
            {codesTexts.clear}
          </Button>
          <Button type="submit" variant="contained" disabled={empty || codes === null} loading={shown !== validation || validation?.lookups === null}>
            {codesTexts.validate}
          </Button>
        </Stack>
      </Paper>

      {/* Always in the page, so that what is put in it is announced; a new node per validation, so the same summary twice is said twice. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {result && shown && <span key={shown.id}>{codesTexts.validationAnnouncement(result.valid.length + result.invalid.length, result.valid.length, result.invalid.length)}</span>}
      </Box>
      {validation?.lookups === null && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{codesTexts.lookingUp(validation.lookingUp)}</Typography>
        </Box>
      )}
      {result && (
        <Box ref={resultsRef} sx={{ display: 'grid', gap: 2, scrollMarginTop: (theme) => theme.spacing(1) }}>
          <Typography variant="body2" color="text.secondary">
            {codesTexts.validatorSummary(result.valid.length, result.invalid.length)}
          </Typography>
          {result.unchecked > 0 && <Alert severity="warning">{codesTexts.uncheckedCodes(result.unchecked)}</Alert>}
          <ValidatedCodesSection
            key={`valid-${shown?.id}`}
            uid={uid}
            id="valid-codes-title"
            title={codesTexts.validTitle}
            codes={result.valid}
            emptyText={codesTexts.noAvailableCodes}
            compact={compact}
          />
          {result.invalid.length > 0 && (
            <ValidatedCodesSection
              key={`invalid-${shown?.id}`}
              uid={uid}
              id="invalid-codes-title" title={codesTexts.invalidTitle} codes={result.invalid} compact={compact} />
          )}
        </Box>
      )}
    </Stack>
  );
}
