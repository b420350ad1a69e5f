import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CODE_TYPES } from '@common/constants';
import { useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { useNotify } from '@/hooks/use-notify';
import { generateCodes } from '@/features/admin/api/admin-functions';
import { readEvents } from '@/features/admin/api/store-settings';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { LeaderChooser } from '@/features/admin/components/LeaderChooser';
import { adminTexts } from '@/features/admin/texts';
import {
  CODE_GENERATION_DEFAULTS,
  codeGenerationFormSchema,
  generateCodesRequest,
  type CodeGenerationForm,
  type CodeGenerationFormValues,
} from '@/features/admin/utils/code-generation-form';
import { buildCodesCsv, codesCsvFileName } from '@/lib/codes/csv';
import { codeTypeLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { functionErrorCode, functionErrorMessage } from '@/lib/firebase/function-error';
import { useReadOnce } from '@/hooks/use-subscription';
import { copyText } from '@/utils/clipboard';
import { downloadTextFile } from '@/utils/download';
import { joinCodes } from '@/lib/codes/share-text';

const t = adminTexts.generate;

interface Submission {
  form: CodeGenerationForm;
  /** One per submission: the same id on a retry, so a lost answer never makes a second batch. */
  requestId: string;
}

interface Generated {
  submission: Submission;
  trackingId: string;
  codes: string[];
}

/** The new codes as the CSV lists them (the 7 columns of the leaders' CSV). */
function generatedRows({ submission: { form }, trackingId, codes }: Generated): TrackedCode[] {
  const createdAt = new Date();
  return codes.map((code) => ({
    id: '',
    code,
    status: 'available',
    currentUses: 0,
    maxUses: form.maxUses,
    ticketsSold: 0,
    handedOut: false,
    codeType: form.codeType,
    percent: form.percent,
    leaderId: form.leader!.id,
    leaderName: form.leader!.name,
    eventId: form.event!.id,
    eventName: form.event!.name,
    trackingId,
    createdAt,
    updatedAt: null,
  }));
}

/** Evento: chosen from the events (they come from the store's ticketing system). */
function EventChooser({ control }: { control: Control<CodeGenerationFormValues, unknown, CodeGenerationForm> }) {
  const { field, fieldState } = useController({ control, name: 'event' });
  const events = useReadOnce('events', readEvents);
  return (
    <Autocomplete
      options={events.data ?? []}
      value={field.value}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={events.status === 'loading'}
      noOptionsText={t.noEvents}
      renderInput={(params) => (
        <TextField {...params} inputRef={field.ref} label={t.event} required margin="dense" error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
      )}
    />
  );
}

function CodeTypeField({ control }: { control: Control<CodeGenerationFormValues, unknown, CodeGenerationForm> }) {
  const labelId = useId();
  const { field } = useController({ control, name: 'codeType' });
  return (
    <FormControl margin="dense" required>
      <FormLabel id={labelId}>{t.codeType}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} {...field}>
        {CODE_TYPES.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={codeTypeLabel(type)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Generar códigos (/administracion/generar-codigos): the code generation form with its rules and
 * defaults; 'Generar códigos' stays disabled while it is invalid, and each field says what is
 * wrong. A submission calls generateCodes with its own request id; a retry after a lost answer
 * sends the same id, so the server returns the batch it made instead of making another. The
 * leader sees the codes live on their dashboard.
 */
export function GenerateCodesPage() {
  const notify = useNotify();
  const [running, setRunning] = useState<Submission | null>(null);
  const [lost, setLost] = useState<Submission | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  /** A refusal, shown in the form until it is dismissed or the form changes. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState, subscribe } = useForm<CodeGenerationFormValues, unknown, CodeGenerationForm>({
    resolver: zodResolver(codeGenerationFormSchema),
    mode: 'onChange',
    defaultValues: CODE_GENERATION_DEFAULTS,
  });
  const codeType = useWatch({ control, name: 'codeType' });
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setRefusal(null) }), [subscribe]);

  async function send(submission: Submission) {
    setRunning(submission);
    setLost(null);
    setRefusal(null);
    try {
      const result = await generateCodes(generateCodesRequest(submission.form, submission.requestId));
      setGenerated({ submission, trackingId: result.trackingId, codes: result.codes });
    } catch (error) {
      const code = functionErrorCode(error);
      // A refusal explains itself; anything else may have made the batch: retry with the same id.
      if (code === '' || code === 'functions/internal' || code === 'functions/unavailable' || code === 'functions/deadline-exceeded') setLost(submission);
      else setRefusal(functionErrorMessage(error, adminTexts.common.actionFailed));
    } finally {
      setRunning(null);
    }
  }

  const submit = (form: CodeGenerationForm) => send({ form, requestId: crypto.randomUUID() });

  if (generated) {
    const { form } = generated.submission;
    const copy = async () => {
      const copied = await copyText(joinCodes(generated.codes));
      notify(copied ? { type: 'success', message: codesTexts.copiedMany(generated.codes.length) } : { type: 'error', message: codesTexts.copyFailed });
    };
    return (
      <AdminSection title={t.heading}>
        <Alert severity="success" sx={{ mb: 2 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t.done(generated.codes.length)}
          </Typography>
          <Typography component="p">{t.doneFor(form.leader!.name, form.event!.name)}</Typography>
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={() => downloadTextFile(codesCsvFileName(), buildCodesCsv(generatedRows(generated)), 'text/csv;charset=utf-8')}
          >
            {t.downloadCsv}
          </Button>
          <Button variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
            {t.copyCodes}
          </Button>
          <Button
            onClick={() => {
              reset(CODE_GENERATION_DEFAULTS);
              setGenerated(null);
            }}
          >
            {t.another}
          </Button>
        </Stack>
      </AdminSection>
    );
  }

  const busy = running !== null;
  return (
    <AdminSection title={t.heading}>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t.heading}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <LeaderChooser control={control} />
          <EventChooser control={control} />
          <FormTextField control={control} name="length" label={t.length} type="number" inputMode="numeric" required />
          <FormTextField control={control} name="quantity" label={t.quantity} type="number" inputMode="numeric" required />
          <FormTextField control={control} name="maxUses" label={t.maxUses} type="number" inputMode="numeric" required />
          <FormTextField control={control} name="maxTickets" label={t.maxTickets} type="number" inputMode="numeric" required />
          <FormTextField control={control} name="prefix" label={t.prefix} hint={t.prefixHint} deps={['length']} />
          <FormTextField control={control} name="batchName" label={t.batchName} hint={t.batchNameHint} />
          <CodeTypeField control={control} />
          {codeType === 'discount' && <FormTextField control={control} name="percent" label={t.percent} type="number" inputMode="decimal" required />}
        </Box>
        {busy && (
          <Box role="status" sx={{ my: 2 }}>
            <LinearProgress aria-hidden />
            <Typography sx={{ mt: 1 }}>{t.running(running.form.quantity)}</Typography>
          </Box>
        )}
        {refusal && !busy && (
          <Alert severity="error" sx={{ my: 2 }} onClose={() => setRefusal(null)} closeText={adminTexts.common.close}>
            {refusal}
          </Alert>
        )}
        {lost && !busy && (
          <Alert
            severity="warning"
            sx={{ my: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void send(lost)}>
                {adminTexts.common.retry}
              </Button>
            }
          >
            {t.lostAnswer}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={!formState.isValid || busy || lost !== null}>
          {t.submit}
        </Button>
      </Box>
    </AdminSection>
  );
}
