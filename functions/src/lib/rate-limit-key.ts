// Id of a rateLimits document: scope plus a SHA-256 of the normalised value (no e-mail or IP
// in document ids). A module of its own so tests can compute it without firebase-admin.
import { createHash } from 'node:crypto';

export function rateLimitDocId(scope: string, value: string): string {
  return `${scope}_${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;
}
