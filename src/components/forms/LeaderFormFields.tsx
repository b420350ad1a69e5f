import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ID_TYPES, type LeaderFormInput } from '@common/leader-form';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { leaderFormTexts as t } from '@/components/forms/texts';

/**
 * The leader form's fields (common/leader-form.ts), in two columns from 600 px: the registration
 * screen and the administrators' 'Nuevo líder' render the same fields. `children` go after them
 * in the grid (the registration's password fields).
 */
export function LeaderFormFields<T extends LeaderFormInput, Parsed extends FieldValues>({ control, children }: { control: Control<T, unknown, Parsed>; children?: ReactNode }) {
  // The form's own values type extends the leader form: its fields are these names.
  const leaderControl = control as unknown as Control<LeaderFormInput>;
  const idTypeLabelId = useId();
  const { field: idType } = useController({ control: leaderControl, name: 'idType' });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <FormTextField control={leaderControl} name="firstName" label={t.firstName} autoComplete="given-name" required />
      <FormTextField control={leaderControl} name="lastName" label={t.lastName} autoComplete="family-name" required />
      <FormTextField control={leaderControl} name="email" label={t.email} type="email" inputMode="email" autoComplete="email" required />
      <FormTextField control={leaderControl} name="phone" label={t.phone} type="tel" inputMode="tel" autoComplete="tel" required />
      <FormTextField control={leaderControl} name="dateOfBirth" label={t.dateOfBirth} type="date" autoComplete="bday" shrinkLabel required />
      <FormControl fullWidth margin="dense" required>
        <InputLabel id={idTypeLabelId}>{t.idType}</InputLabel>
        <Select labelId={idTypeLabelId} label={`${t.idType} *`} {...idType} value={idType.value ?? 'national_id'}>
          {ID_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t.idTypes[value]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormTextField control={leaderControl} name="idNumber" label={t.idNumber} required />
      {children}
    </Box>
  );
}
