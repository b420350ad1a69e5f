import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { CallableError, functionsBaseUrl } from './callable.ts';

describe('callable errors', () => {
  it('keep the callable status, message, field and HTTP status of the function’s answer', () => {
    const error = CallableError.from(new FunctionsError('invalid-argument', 'El campo quantity debe ser un número.', { field: 'quantity' }));
    expect(error).toBeInstanceOf(CallableError);
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toBe('El campo quantity debe ser un número.');
    expect(error.field).toBe('quantity');
    expect(error.httpStatus).toBe(400);
    expect(error.unreachable).toBe(false);
  });

  it('give the server’s own message, without the HTTP status the SDK appends to it', () => {
    const error = CallableError.from(new FunctionsError('already-exists', 'Este correo esta asociado a una cuenta existente [409]'));
    expect(error.message).toBe('Este correo esta asociado a una cuenta existente');
    expect(error.httpStatus).toBe(409);
  });

  it('map every status with dashes to the protocol name', () => {
    expect(CallableError.from(new FunctionsError('permission-denied', 'No.')).status).toBe('PERMISSION_DENIED');
    expect(CallableError.from(new FunctionsError('failed-precondition', 'No.')).httpStatus).toBe(400);
    expect(CallableError.from(new FunctionsError('resource-exhausted', 'No.')).httpStatus).toBe(429);
  });

  it('tell a request that got no answer from an internal error of the function', () => {
    expect(CallableError.from(new FunctionsError('internal', 'internal')).unreachable).toBe(true);
    expect(CallableError.from(new FunctionsError('internal', 'INTERNAL')).unreachable).toBe(false);
  });
});

describe('functions base URL', () => {
  it('is the emulator path locally and the region host in production', () => {
    expect(functionsBaseUrl({ project: 'demo-centro-lideres', emulatorOrigin: 'http://127.0.0.1:5001/' })).toBe('http://127.0.0.1:5001/demo-centro-lideres/us-central1');
    expect(functionsBaseUrl({ project: 'centro-prod' })).toBe('https://us-central1-centro-prod.cloudfunctions.net');
  });
});
