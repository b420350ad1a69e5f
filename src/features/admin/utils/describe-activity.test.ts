import { describe, expect, it } from 'vitest';
import { accountLabel, describeActivity } from '@/features/admin/utils/describe-activity';

const laura = { uid: 'demo-lider', email: 'lider@demo.cr', name: 'Laura Jiménez' };

describe('a log entry in words', () => {
  it('names the leader, the count and the event of a generation', () => {
    expect(describeActivity({ kind: 'codes-generated', subject: laura, details: { count: 50, eventName: 'Noche de Rock' } })).toBe(
      'Generó 50 códigos para Laura Jiménez (lider@demo.cr), evento Noche de Rock.',
    );
  });

  it('counts the removed codes, with or without the leader', () => {
    expect(describeActivity({ kind: 'codes-removed', subject: laura, details: { count: 2, codes: ['A', 'B'] } })).toBe('Eliminó 2 códigos de Laura Jiménez (lider@demo.cr).');
    expect(describeActivity({ kind: 'codes-removed', subject: null, details: { codes: ['A', 'B', 'C'] } })).toBe('Eliminó 3 códigos.');
    expect(describeActivity({ kind: 'codes-removed', subject: laura, details: { count: 1 } })).toBe('Eliminó 1 código de Laura Jiménez (lider@demo.cr).');
  });

  it('says whose access changed', () => {
    expect(describeActivity({ kind: 'access-revoked', subject: laura, details: {} })).toBe('Revocó el acceso de Laura Jiménez (lider@demo.cr).');
    expect(describeActivity({ kind: 'registration-authorized', subject: { uid: 'x', email: 'solicitud@demo.cr', name: null }, details: {} })).toBe(
      'Autorizó a solicitud@demo.cr como líder.',
    );
  });

  it('tells a new shop link from a removed one', () => {
    expect(describeActivity({ kind: 'shop-template-saved', subject: null, details: { template: 'https://t.example/?c={code}' } })).toBe(
      'Cambió el enlace de la tienda a https://t.example/?c={code}.',
    );
    expect(describeActivity({ kind: 'shop-template-saved', subject: null, details: { template: null } })).toBe('Quitó el enlace de la tienda.');
  });

  it('falls back to the uid when an account has neither name nor e-mail', () => {
    expect(accountLabel({ uid: 'abc', email: null, name: null })).toBe('abc');
  });
});
