import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_TEMPLATE_PROBLEM_MESSAGES, shopCodeUrlTemplateProblem } from '@common/shop-link';
import { useId, useState } from 'react';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { useNotify } from '@/hooks/use-notify';
import { saveShopTemplate } from '@/features/admin/api/admin-functions';
import { readSavedShopTemplate } from '@/features/admin/api/store-settings';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { BusyButton } from '@/features/admin/components/BusyButton';
import { ShopKeysSection } from '@/features/admin/components/ShopKeysSection';
import { adminTexts } from '@/features/admin/texts';
import { shareText } from '@/lib/codes/share-text';
import { usableShopCodeUrlTemplate } from '@/lib/shop-link';
import { functionErrorMessage } from '@/lib/firebase/function-error';
import { useReadOnce } from '@/hooks/use-subscription';

const t = adminTexts.store;
const statusTexts = { loading: adminTexts.common.loading, error: adminTexts.common.loadFailed, retry: adminTexts.common.retry };
/** The code and event the preview shows the template with. */
const SAMPLE = { code: 'VERANO01', eventId: 'evt-festival-verano-2026' };

/** Why the typed template would not be used, or null when it would (or is empty: no shop link). */
function problemOf(value: string): string | null {
  if (value.trim() === '') return null;
  const problem = shopCodeUrlTemplateProblem(value);
  return problem ? SHOP_TEMPLATE_PROBLEM_MESSAGES[problem] : null;
}

function TemplateForm({ initial }: { initial: string }) {
  const notify = useNotify();
  const inputId = useId();
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  // A refused save stays above the button until dismissed or the link changes.
  const [failure, setFailure] = useState<string | null>(null);
  const problem = problemOf(value);
  // The same validator the leaders' app applies: what the preview shows is what they will share.
  const usable = usableShopCodeUrlTemplate(value);
  const preview = shareText([SAMPLE], usable);
  const unchanged = value.trim() === saved.trim();

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      const { template } = await saveShopTemplate({ template: value.trim() });
      notify({ type: 'success', message: template ? t.saved : t.cleared });
      setValue(template ?? '');
      setSaved(template ?? '');
    } catch (error) {
      setFailure(functionErrorMessage(error, adminTexts.common.actionFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void save())}>
      <FormControl fullWidth error={problem !== null} margin="dense">
        <InputLabel htmlFor={inputId}>{t.label}</InputLabel>
        <OutlinedInput
          id={inputId}
          label={t.label}
          value={value}
          placeholder={t.placeholder}
          onChange={(event) => {
            setValue(event.target.value);
            setFailure(null);
          }}
          inputProps={{ 'aria-describedby': `${inputId}-helper`, 'aria-invalid': problem !== null, inputMode: 'url', spellCheck: false }}
        />
        <FormHelperText id={`${inputId}-helper`}>{problem ?? t.emptyHint}</FormHelperText>
      </FormControl>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {t.previewHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.previewNote(SAMPLE.code)}
      </Typography>
      <Paper variant="outlined" aria-live="polite" sx={{ p: 1.5, mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'grey.50' }}>
        {preview}
      </Paper>
      {usable === null && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t.previewWithoutLink}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <BusyButton type="submit" variant="contained" sx={{ mt: 2 }} busy={saving} disabled={problem !== null || unchanged}>
        {t.save}
      </BusyButton>
    </Box>
  );
}

/**
 * Tienda (/administracion/tienda): the shop API's integration keys (ShopKeysSection), and the shop link template, with a live preview of what a leader
 * shares for a sample code, checked by the validator the app uses to accept a template
 * (common/shop-link.ts). Saved through saveShopTemplate, which checks it again and logs it; an
 * empty field means no shop link.
 */
export function StorePage() {
  const template = useReadOnce('shop-template', readSavedShopTemplate);
  return (
    <Stack spacing={3}>
      <AdminSection title={t.heading} intro={t.intro}>
        <ReadStatus result={template} empty={false} emptyText="" texts={statusTexts} onRetry={template.refetch} />
        {template.status === 'success' && <TemplateForm initial={template.data} />}
      </AdminSection>
      <ShopKeysSection />
    </Stack>
  );
}
