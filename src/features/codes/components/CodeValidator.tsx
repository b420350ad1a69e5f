import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useMemo, useState, useTransition, type FormEvent } from 'react';
import { ValidatedCodesSection } from '@/features/codes/components/ValidatedCodesSection';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { indexTrackedCodes, validateCodes } from '@/features/codes/utils/validate-codes';
import { splitCodes } from '@/features/codes/utils/split-codes';
import { codesTexts } from '@/features/codes/texts';

interface Props {
  /** The leader's tracked codes; null until they arrived ('Validar' waits for them). */
  codes: readonly TrackedCode[] | null;
  compact: boolean;
}

/**
 * The code validator: splits the input, looks every piece up in an in-memory index of the
 * tracked codes (no read per code) and shows the valid and invalid tables. Splitting and validating 10,000
 * codes takes a few milliseconds; the tables render one page, and the work runs in a
 * transition so typing never waits for it. Results follow live changes of the codes.
 */
export function CodeValidator({ codes, compact }: Props) {
  const [input, setInput] = useState('');
  // Each validation gets a new id: the result tables remount and start again at page 1.
  const [submitted, setSubmitted] = useState<{ id: number; pieces: string[] } | null>(null);
  const [isPending, startTransition] = useTransition();
  const empty = input.trim() === '';
  // Built once per delivery of the codes, not per validation.
  const index = useMemo(() => indexTrackedCodes(codes ?? []), [codes]);

  const result = useMemo(() => (submitted ? validateCodes(submitted.pieces, index) : null), [submitted, index]);

  function validate(event: FormEvent) {
    event.preventDefault();
    if (empty) return;
    startTransition(() => setSubmitted((previous) => ({ id: (previous?.id ?? 0) + 1, pieces: splitCodes(input) })));
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
          <Button type="submit" variant="contained" disabled={empty || codes === null} loading={isPending}>
            {codesTexts.validate}
          </Button>
        </Stack>
      </Paper>

      {result && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography role="status" variant="body2" color="text.secondary">
            {codesTexts.validatorSummary(result.valid.length, result.invalid.length)}
          </Typography>
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
