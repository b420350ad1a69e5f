import { CUSTOM_ID_LENGTH } from './constants';

/** The characters of generated document ids. */
export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character alphanumeric id (docs/product.md, Business constants), drawn from a cryptographic source. */
export function generateCustomId(length: number = CUSTOM_ID_LENGTH): string {
  return randomString(ID_ALPHABET, length);
}

/** Uniform random string over `alphabet`, using rejection sampling to avoid modulo bias. */
export function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = new Uint8Array(length * 2);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}
