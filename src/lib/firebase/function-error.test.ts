import { describe, expect, it } from 'vitest';
import { functionErrorMessage, isProgramMessage } from '@/lib/firebase/function-error';
import { texts } from '@/lib/texts';

const online = () => false;
const refusal = (code: string, message: string, details?: unknown) => Object.assign(new Error(message), { code, details });

describe('the message of a failed function call', () => {
  it("is the function's own Spanish explanation of a refusal", () => {
    const error = refusal('functions/failed-precondition', 'La cuenta no ha confirmado su correo electrónico.');
    expect(functionErrorMessage(error, 'Falló', online)).toBe('La cuenta no ha confirmado su correo electrónico.');
  });

  it('drops the HTTP status the SDK appends to the message', () => {
    const error = refusal('functions/failed-precondition', 'Este líder ya confirmó su correo: no necesita otra invitación. [400]', { field: 'uid' });
    expect(functionErrorMessage(error, 'Falló', online)).toBe('Este líder ya confirmó su correo: no necesita otra invitación.');
  });

  it('never shows a message that names a field id: it becomes a sentence for people', () => {
    const named = refusal('functions/invalid-argument', 'El líder del campo leaderId aún no ha confirmado su correo electrónico. [400]', { field: 'leaderId' });
    expect(functionErrorMessage(named, 'Falló', online)).toBe(texts.errors.invalidRequest);
    const snake = refusal('functions/invalid-argument', 'El campo code_type debe ser leader o discount. [400]', { field: 'code_type' });
    expect(functionErrorMessage(snake, 'Falló', online)).toBe(texts.errors.invalidRequest);
    const precondition = refusal('functions/failed-precondition', 'El campo uid corresponde a un líder de otra tienda. [400]', { field: 'uid' });
    expect(functionErrorMessage(precondition, 'Falló', online)).toBe('Falló');
  });

  it('answers a limit with a sentence for people when its message is not one', () => {
    expect(functionErrorMessage(refusal('functions/resource-exhausted', '[429]'), 'Falló', online)).toBe(texts.errors.tooManyCalls);
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

describe('a message written for a program', () => {
  it.each(['El campo leaderId no es válido.', 'Falta el uid.', 'code_type inválido', 'Error [400]', 'Respuesta HTTP 401', 'Revisa el campo email.'])('is %j', (message) => {
    expect(isProgramMessage(message)).toBe(true);
  });

  it.each(['Este líder es de otra tienda.', 'Ya existe otra cuenta con este correo.', 'Espera 10 minutos.', 'La cuenta ana_mora.lopezVargas@pruebas.cr no ha confirmado su correo electrónico.', 'Este campo es obligatorio.', 'Todos los campos son obligatorios.'])('is not %j', (message) => {
    expect(isProgramMessage(message)).toBe(false);
  });
});
