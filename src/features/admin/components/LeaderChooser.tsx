import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { searchLeaders } from '@/features/admin/api/leaders';
import { adminTexts } from '@/features/admin/texts';
import type { CodeGenerationForm, CodeGenerationFormValues } from '@/features/admin/utils/code-generation-form';
import { TYPING_PAUSE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { useReadOnce } from '@/hooks/use-subscription';
import { searchKey } from '@common/leader-search';

const t = adminTexts.generate;
/** Suggestions shown at once: the first leaders by name, or those matching what is typed. */
const SUGGESTIONS = 10;

/**
 * Líder: chosen from the store's leaders, searched on the server as the administrator types (only
 * the suggestions are read). A leader whose e-mail is unconfirmed is marked in the list, and once
 * chosen the hint says why codes may still be prepared for them.
 */
export function LeaderChooser({ control }: { control: Control<CodeGenerationFormValues, unknown, CodeGenerationForm> }) {
  const { field, fieldState } = useController({ control, name: 'leader' });
  const [typed, setTyped] = useState('');
  const search = searchKey(useDebouncedValue(typed, TYPING_PAUSE_MS));
  const suggestions = useReadOnce(`leader-suggestions/${search}`, () => searchLeaders(search, SUGGESTIONS));
  // Only the suggestions for what is typed now: those of an earlier text would go from under the
  // administrator's finger when the typing pause ends and the search for the new text starts.
  const searching = searchKey(typed) !== search || suggestions.status === 'loading';
  const options = (searching ? [] : (suggestions.data ?? [])).map((leader) => ({
    id: leader.uid,
    name: leader.name ? `${leader.name} (${leader.email ?? ''})` : (leader.email ?? leader.uid),
    unconfirmed: !leader.emailConfirmed,
  }));
  // A leader who has not confirmed the e-mail may be given codes: said before the choice and after it.
  const note = field.value?.unconfirmed ? t.leaderUnconfirmedNote : t.leaderHint;

  return (
    <Autocomplete
      options={options}
      value={field.value}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      inputValue={typed}
      onInputChange={(_event, value) => setTyped(value)}
      // The server already filtered by what is typed.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.unconfirmed ? t.leaderUnconfirmed(option.name) : option.name}
        </li>
      )}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={searching}
      loadingText={t.searchingLeaders}
      noOptionsText={t.noLeaders}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t.leader}
          required
          margin="dense"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? note}
        />
      )}
    />
  );
}
