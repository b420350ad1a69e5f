// Sign-in form schema, on zod/mini: the sign-in page is the first screen leaders load, often
// on mobile data, and full zod (with the shared leader schemas) would add about 20 KB gzip to it.
import * as z from 'zod/mini';
import { toSignInEmail } from '@/features/auth/utils/sign-in-identifier';
import { authTexts } from '@/features/auth/texts';

const v = authTexts.validation;
const emailSchema = z.email({ error: v.invalidEmail });

/** Sign-in: identifier required (a username becomes an e-mail when a domain is set) and a valid e-mail; password required. */
export function createSignInSchema(usernameDomain: string) {
  return z.object({
    identifier: z.string().check(
      z.trim(),
      z.minLength(1, { error: v.required }),
      z.refine((value) => emailSchema.safeParse(toSignInEmail(value, usernameDomain)).success, {
        error: usernameDomain ? v.invalidIdentifier : v.invalidEmail,
      }),
    ),
    password: z.string().check(z.minLength(1, { error: v.required })),
  });
}
export type SignInForm = z.infer<ReturnType<typeof createSignInSchema>>;
