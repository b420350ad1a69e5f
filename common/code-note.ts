// 'Entregado a': the leader's private note on one of her codes, saying to whom she gave it
// (codeNotes/{leaderUid}/notes/{codeId}). The rules of what a note holds, written once for the
// dialog, the rules tests, the trigger and the bench. Written with zod/mini: the app bundles it.
import * as z from 'zod/mini';
import { FIELD_MESSAGES, optionalText, requiredText } from './text-fields';

export const NOTE_NAME_MAX_LENGTH = 60;
/** Longest phone as typed (digits with spaces, dashes, parentheses and a leading +). */
export const NOTE_PHONE_MAX_LENGTH = 24;
/** Costa Rica's calling code: a number written without one is Costa Rican. */
export const COSTA_RICA_CALLING_CODE = '506';

export const CODE_NOTE_MESSAGES = {
  name: {
    name: 'el nombre',
    required: FIELD_MESSAGES.required,
    tooLong: `El nombre admite hasta ${NOTE_NAME_MAX_LENGTH} caracteres.`,
  },
  phone: {
    name: 'el teléfono',
    notText: 'El teléfono no es válido.',
    tooLong: `El teléfono admite hasta ${NOTE_PHONE_MAX_LENGTH} caracteres.`,
    invalid: 'Escribe un teléfono de 8 dígitos (Costa Rica) o con su código de país, por ejemplo +1 415 555 0100.',
  },
} as const;

/** The name as kept: trimmed, inner runs of spaces made one. */
export function normalizeNoteName(raw: string): string {
  return raw.trim().replace(/\s+/gu, ' ');
}

/** What the name search compares, by prefix: the name without accents, in lower case ('María Pérez' → 'maria perez'). */
export function noteNameKey(name: string): string {
  return normalizeNoteName(name).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The number WhatsApp opens a chat with (digits with the country code, as wa.me takes them), or
 * null when `raw` is not a phone. Eight digits are a Costa Rican number without its prefix.
 */
export function whatsAppNumber(raw: string): string | null {
  const typed = raw.trim();
  if (!/^\+?[0-9 ()-]+$/u.test(typed)) return null;
  const digits = typed.replace(/[^0-9]/gu, '');
  if (!typed.startsWith('+') && digits.length === 8) return COSTA_RICA_CALLING_CODE + digits;
  if (digits.length >= 10 && digits.length <= 15 && !digits.startsWith('0')) return digits;
  return null;
}

/** A stored number as a person reads it: '8888-1234' for Costa Rica, '+' and the digits otherwise. */
export function formatNotePhone(digits: string): string {
  if (digits.length === 11 && digits.startsWith(COSTA_RICA_CALLING_CODE)) return `${digits.slice(3, 7)}-${digits.slice(7)}`;
  return `+${digits}`;
}

const m = CODE_NOTE_MESSAGES;

/** The dialog's fields as typed → what a note stores of them (name, its search key, the phone's digits or null). */
export const codeNoteInputSchema = z.pipe(
  z.object({
    name: requiredText(m.name.name, NOTE_NAME_MAX_LENGTH, m.name),
    phone: optionalText(m.phone.name, NOTE_PHONE_MAX_LENGTH, m.phone).check(
      z.refine((value) => value === '' || whatsAppNumber(value) !== null, { error: m.phone.invalid }),
    ),
  }),
  z.transform(({ name, phone }) => {
    const kept = normalizeNoteName(name);
    return { name: kept, nameKey: noteNameKey(kept), phone: phone === '' ? null : whatsAppNumber(phone) };
  }),
);

export type CodeNoteInput = z.input<typeof codeNoteInputSchema>;
export type CodeNoteFields = z.output<typeof codeNoteInputSchema>;
