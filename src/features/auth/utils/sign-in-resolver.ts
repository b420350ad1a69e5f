// Loaded on demand by the sign-in page (see lazy-resolver.ts): zod stays off its first screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { createSignInSchema } from '@/features/auth/utils/sign-in-schema';

export function createSignInResolver(usernameDomain: string) {
  return zodResolver(createSignInSchema(usernameDomain));
}
