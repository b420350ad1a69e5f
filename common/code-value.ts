/**
 * The lookup key of a code value: trimmed and upper case. Generated codes are upper case, and
 * leaders type them on phones, where the keyboard often capitalises only the first letter:
 * 'verano01' and 'VERANO01' are the same code. codeKeys/{key} is named by it.
 */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
