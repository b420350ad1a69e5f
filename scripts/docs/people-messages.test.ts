// Every message a person reads (the texts modules of the app, the e-mails and what the functions
// answer a person) speaks the person's language: no field id of a request (leaderId, code_type,
// uid, 'el campo x') and no HTTP status ([400]). The request rules that generateCodes and the CLI
// word for programs (common/code-generation.ts) keep naming their fields: the app never shows
// them as they are (src/lib/firebase/function-error.ts turns them into a sentence for people);
// nor the rules of a request's ids (common/text-fields.ts documentId), which only a program sends wrong.
import { describe, expect, it } from 'vitest';
import { isProgramMessage } from '../../src/lib/firebase/function-error';
import { flattenTexts, TEXTS_MODULES } from './product-texts';

/** The modules, or keys of one, whose words are the callables' contract with programs, not a person's screen. */
const PROGRAM_CONTRACTS = new Set(['common/code-generation.ts']);
const isProgramContract = (file: string, key: string) => file === 'common/text-fields.ts' && key.startsWith('documentId.');

describe('the messages people read', () => {
  const modules = TEXTS_MODULES.filter((module) => !PROGRAM_CONTRACTS.has(module.file));

  it('cover the functions’ answers and every texts module of the app', () => {
    expect(modules.map((module) => module.file)).toEqual(expect.arrayContaining(['functions/src/texts.ts', 'src/lib/texts.ts', 'src/features/admin/texts.ts']));
  });

  it.each(modules.map((module) => [module.file, module] as const))('in %s name no field id and show no HTTP status', async (_file, module) => {
    const offending = flattenTexts(await module.load()).filter(([key, text]) => !isProgramContract(module.file, key) && isProgramMessage(text.replace(/\{[^}]*\}/g, 'x')));
    expect(offending).toEqual([]);
  });
});
