// firestore.rules repeats constants of the TypeScript contract (rules cannot import them):
// these checks keep both in step.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID, ROLE_LEADER } from '@common/constants';
import { USER_SELF_CREATE_FIELDS, USER_SELF_UPDATE_FIELDS } from '@common/data-model';
import { texts } from '@/lib/texts';

const rules = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');

/** The quoted strings of the first `<marker>[ ... ]` list after `anchor`. */
function quotedListAfter(anchor: string, marker: string): string[] {
  const anchorAt = rules.indexOf(anchor);
  expect(anchorAt, `anchor ${anchor} in firestore.rules`).toBeGreaterThanOrEqual(0);
  const listStart = rules.indexOf(marker, anchorAt) + marker.length;
  const listEnd = rules.indexOf(']', listStart);
  return [...rules.slice(listStart, listEnd).matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

describe('firestore.rules agrees with the TypeScript contract', () => {
  it('configuredStoreId() returns DEFAULT_STORE_ID', () => {
    expect(rules).toMatch(new RegExp(`function configuredStoreId\\(\\) \\{\\s*return '${DEFAULT_STORE_ID}';`));
  });

  it('the leader check uses ROLE_LEADER', () => {
    expect(rules).toContain(`data.get('role', null) == '${ROLE_LEADER}'`);
  });

  it('the users create key list equals USER_SELF_CREATE_FIELDS', () => {
    expect(quotedListAfter('allow create: if isSignedIn()\n        && request.auth.uid == uid', 'hasOnly([')).toEqual([
      ...USER_SELF_CREATE_FIELDS,
    ]);
  });

  it('the users update key list equals USER_SELF_UPDATE_FIELDS', () => {
    expect(quotedListAfter('allow update: if isSignedIn()', 'hasOnly([')).toEqual([...USER_SELF_UPDATE_FIELDS]);
  });

  it('the registration notice description matches texts.notifications.registrationDescription', () => {
    const marker = 'request.auth.token.email';
    expect(texts.notifications.registrationDescription(marker)).toBe(`El correo ${marker} requiere autorización.`);
    expect(rules).toContain(`== 'El correo ' + ${marker} + ' requiere autorización.';`);
  });

  it('the registration notice title is texts.notifications.registrationTitle', () => {
    expect(rules).toContain(`request.resource.data.title == '${texts.notifications.registrationTitle}'`);
  });
});
