// The `test` every spec uses: Playwright's, plus a Content-Security-Policy watch. The app runs
// as the production build behind firebase.json's headers (the Hosting emulator), so a resource
// or inline code the policy blocks shows up here and fails the test that caused it.
import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Lideres#2026';

export interface CspViolation {
  page: string;
  text: string;
}

/** What a test sees of the watch: the violations recorded since it started (or since the last take). */
export interface CspViolations {
  /** Returns the violations not yet reported and counts them as expected (for tests that provoke one). */
  take(): CspViolation[];
}

const VIOLATION_MARK = 'CSP violation:';

class CspViolationLog {
  private readonly entries: CspViolation[] = [];
  private reported = 0;
  private readonly watched = new WeakSet<BrowserContext>();

  /** Records both the browser's own "Refused to …" console errors and `securitypolicyviolation` events. */
  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.addInitScript((mark) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
      });
    }, VIOLATION_MARK);
    context.on('console', (message: ConsoleMessage) => {
      const text = message.text();
      if (text.startsWith(VIOLATION_MARK) || /Content Security Policy/i.test(text)) {
        this.entries.push({ page: message.page()?.url() ?? '(no page)', text });
      }
    });
  }

  unreported(): CspViolation[] {
    const fresh = this.entries.slice(this.reported);
    this.reported = this.entries.length;
    return fresh;
  }
}

function describe(violations: CspViolation[]): string {
  return ['Content-Security-Policy violations:', ...violations.map((violation) => `  ${violation.page}: ${violation.text}`)].join('\n');
}

export const test = base.extend<{ cspViolations: CspViolations }, { cspLog: CspViolationLog }>({
  cspLog: [
    async ({ browser }: { browser: Browser }, provide) => {
      const log = new CspViolationLog();
      // Some specs open their own contexts (one signed-in page for a whole file): watch those too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await log.watch(context);
        return context;
      };
      await provide(log);
      browser.newContext = newContext;
      // Violations after the last test of the worker (afterAll hooks) still fail the run.
      const late = log.unreported();
      if (late.length > 0) throw new Error(describe(late));
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, cspLog }, provide) => {
    await cspLog.watch(context);
    await provide(context);
  },
  cspViolations: [
    async ({ cspLog }, provide) => {
      await provide({ take: () => cspLog.unreported() });
      // Console events travel asynchronously from the browser: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const violations = cspLog.unreported();
      expect(violations, describe(violations)).toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs in through the real sign-in form (and the Auth emulator). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/iniciar-sesion');
  await page.getByLabel(/usuario o correo/i).fill(email);
  await page.getByLabel(/contraseña/i).first().fill(password);
  const submit = page.getByRole('button', { name: /iniciar sesión|ingresar/i });
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** The dashboard's title: where a signed-in leader lands. */
export const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Validador de códigos' });

/**
 * Waits for the dashboard that a sign-in leads to. Signing in reads the profile from the
 * Firestore emulator, which takes several seconds to answer while other workers stream a
 * thousand codes each on a two-CPU machine: the default 15 s was seen to run out.
 */
export async function expectDashboardAfterSignIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
  await expect(dashboardHeading(page)).toBeVisible();
}
