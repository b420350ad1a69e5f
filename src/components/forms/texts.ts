// Spanish labels of the leader form (Nombre, Apellidos, …), which the registration screen and the
// administrators' 'Nuevo líder' share; its validation messages come with the schema
// (common/leader-form.ts). Loaded with those screens only, never with the sign-in page.

export const leaderFormTexts = {
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  dateOfBirth: 'Fecha de nacimiento',
  idType: 'Tipo de identificación',
  idTypes: { national_id: 'Cédula de identidad', passport: 'Pasaporte', residence_id: 'DIMEX (residencia)' },
  idNumber: 'Número de identificación',
  phone: 'Teléfono',
} as const;
