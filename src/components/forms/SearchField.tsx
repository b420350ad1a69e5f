import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

/**
 * A search box (role searchbox) with its label and a hint read out with it. A search sent as it is
 * typed needs no Enter: phones show 'search' on that key, and browsers offer no past entries.
 */
export function SearchField({ label, hint, value, onChange, sx }: { label: string; hint: string; value: string; onChange(value: string): void; sx?: SxProps<Theme> }) {
  const id = useId();
  return (
    <FormControl fullWidth sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
        inputProps={{ 'aria-describedby': `${id}-hint`, enterKeyHint: 'search' }}
      />
      <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>
    </FormControl>
  );
}
