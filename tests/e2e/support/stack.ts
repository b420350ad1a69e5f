import { PROJECT_ID_LOCAL } from '../../../common/constants.ts';
import { clientEnvFor } from '../../../scripts/stack/stack.ts';
import { resolveProfile } from '../../../scripts/stack/profiles.ts';

/** Addresses of the stack the e2e tests run against (same env as playwright.config.ts). */
export const stack = (() => {
  const profile = resolveProfile((process.env.STACK_PROFILE as 'test' | 'dev' | 'bench') ?? 'test');
  const env = clientEnvFor(profile);
  return {
    profile,
    env,
    projectId: PROJECT_ID_LOCAL,
    authOrigin: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
    functionsOrigin: env.FUNCTIONS_EMULATOR_ORIGIN,
    /** The demo shop (demo-shop/), where the seeded shop link points. */
    demoShopUrl: env.DEMO_SHOP_URL,
  };
})();
