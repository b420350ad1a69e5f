import { describe, expect, it } from 'vitest';
import { functionErrorMessage } from '@/lib/firebase/function-error';

const online = () => false;
const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the message of a failed function call', () => {
  it("is the function's own Spanish explanation of a refusal", () => {
    const error = refusal('functions/failed-precondition', 'La cuenta no ha confirmado su correo electrónico.');
    expect(functionErrorMessage(error, 'Falló', online)).toBe('La cuenta no ha confirmado su correo electrónico.');
  });

  it("is the screen's own sentence for an internal failure or an unknown error", () => {
    expect(functionErrorMessage(refusal('functions/internal', 'INTERNAL'), 'Falló', online)).toBe('Falló');
    expect(functionErrorMessage(new Error('boom'), 'Falló', online)).toBe('Falló');
    expect(functionErrorMessage(null, 'Falló', online)).toBe('Falló');
  });

  it('says that the action needs a connection when the browser is offline', () => {
    expect(functionErrorMessage(refusal('functions/internal', 'x'), 'Falló', () => true)).toMatch(/^Sin conexión a internet/);
  });
});
