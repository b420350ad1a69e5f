// What a leader's note makes of its code (the trigger itself runs against the emulators:
// tests/integration/functions/code-notes.test.ts).
import { describe, expect, it } from 'vitest';
import { handedOutChange } from './mark-code-handed-out';

const codeOf = (leaderUid: string, extra: Record<string, unknown> = {}) => ({ code: 'VERANO01', leaderId: { id: leaderUid, displayName: 'Laura' }, ...extra });

describe('handedOutChange', () => {
  it("marks the leader's own code as handed out when her note exists, and unmarks it when the note is gone", () => {
    expect(handedOutChange('laura', codeOf('laura'), true)).toEqual({ kind: 'setHandedOut', handedOut: true });
    expect(handedOutChange('laura', codeOf('laura', { handedOut: true }), false)).toEqual({ kind: 'setHandedOut', handedOut: false });
  });

  it('writes nothing when the flag already says it (a code without the flag is not handed out)', () => {
    expect(handedOutChange('laura', codeOf('laura', { handedOut: true }), true)).toEqual({ kind: 'none' });
    expect(handedOutChange('laura', codeOf('laura'), false)).toEqual({ kind: 'none' });
    expect(handedOutChange('laura', codeOf('laura', { handedOut: false }), false)).toEqual({ kind: 'none' });
  });

  it("deletes a note on another leader's code, or on no code at all, and never touches that code", () => {
    expect(handedOutChange('laura', codeOf('diego'), true)).toEqual({ kind: 'deleteNote' });
    expect(handedOutChange('laura', codeOf('diego', { handedOut: true }), false)).toEqual({ kind: 'none' });
    expect(handedOutChange('laura', null, true)).toEqual({ kind: 'deleteNote' });
    expect(handedOutChange('laura', null, false)).toEqual({ kind: 'none' });
  });

  it('reads a code whose leader field is malformed as nobody’s', () => {
    expect(handedOutChange('laura', { code: 'X', leaderId: null }, true)).toEqual({ kind: 'deleteNote' });
    expect(handedOutChange('laura', { code: 'X', leaderId: 'laura' }, true)).toEqual({ kind: 'deleteNote' });
  });
});
