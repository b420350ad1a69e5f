import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggingCallableFailures, loggingTriggerFailures, REPORTED_ERROR_EVENT } from './failure-log';

afterEach(() => vi.restoreAllMocks());

describe('the one shape every function logs its failures in', () => {
  it("logs what a callable did not catch, with the caller's uid, and passes the error on", async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const failing = loggingCallableFailures('generateCodes', async () => {
      throw new Error('Firestore no responde');
    });
    await expect(failing({ auth: { uid: 'u1' } })).rejects.toThrow('Firestore no responde');
    expect(write).toHaveBeenCalledWith(
      expect.objectContaining({
        severity: 'ERROR',
        '@type': REPORTED_ERROR_EVENT,
        message: expect.stringMatching(/^Error: Firestore no responde\n\s+at /),
        serviceContext: { service: 'generateCodes', version: 'local' },
        failure: { function: 'generateCodes', kind: 'callable', uid: 'u1' },
      }),
    );
  });

  it('does not log the answers a callable chose (a refusal a person reads)', async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const refusing = loggingCallableFailures('removeCodes', async () => {
      throw new HttpsError('invalid-argument', 'El campo codes es obligatorio.');
    });
    await expect(refusing({ auth: null })).rejects.toBeInstanceOf(HttpsError);
    expect(write).not.toHaveBeenCalled();
  });

  it("logs a trigger's failure with the event's id and age before the platform retries it", async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const failing = loggingTriggerFailures('summarizeCodeWrite', async () => {
      throw new Error('contención');
    });
    const event = { id: 'evento-1', time: new Date(Date.now() - 90_000).toISOString(), document: 'codes/abc' };
    await expect(failing(event)).rejects.toThrow('contención');
    const entry = write.mock.calls[0][0];
    expect(entry.failure).toMatchObject({ function: 'summarizeCodeWrite', kind: 'trigger', eventId: 'evento-1', document: 'codes/abc' });
    expect(entry.failure.eventAgeSeconds).toBeGreaterThanOrEqual(90);
  });
});
