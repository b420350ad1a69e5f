/** The SMS code Firebase sends for the second factor: six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** True for a complete SMS code as typed (surrounding spaces ignored). */
export function isSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value.trim());
}
