// The `test` every spec uses: Playwright's, plus a Content-Security-Policy watch. The app runs
// as the production build behind firebase.json's headers (the Hosting emulator), so a resource
// or inline code the policy blocks shows up here and fails the test that caused it. Before a
// context closes, its pages' Firestore listen sessions are ended (listen-sessions.ts).
import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../scripts/seed/demo-data.ts';
import { ListenSessions } from './listen-sessions.ts';

export { expect };
export type { Browser, BrowserContext, Page } from '@playwright/test';

/** The password of every demo account and of every account the tests create. */
export { DEMO_PASSWORD };

export interface CspViolation {
  page: string;
  text: string;
}

/** What a test sees of the watch: the violations recorded since it started (or since the last take). */
export interface CspViolations {
  /** Returns the violations not yet reported and counts them as expected (for tests that provoke one). */
  take(): CspViolation[];
}

/** How the watch writes a `securitypolicyviolation` event: '<mark> <directive> blocked <what> (<file>:<line>)'. */
export const VIOLATION_MARK = 'CSP violation:';
const FLUSH_MARK = 'CSP watch: flush';

class CspViolationLog {
  private readonly entries: CspViolation[] = [];
  private reported = 0;
  private readonly watched = new Set<BrowserContext>();

  /** Records both the browser's own "Refused to …" console errors and `securitypolicyviolation` events. */
  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('close', () => this.watched.delete(context));
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

  /**
   * Console messages travel from the browser asynchronously, each page's in order: once a mark
   * logged now by every open page has arrived, so has every message the page logged before it.
   */
  async flush(contexts: Iterable<BrowserContext> = this.watched): Promise<void> {
    const pages = [...contexts].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
    await Promise.all(pages.map((page) => flushPage(page)));
  }

  unreported(): CspViolation[] {
    const fresh = this.entries.slice(this.reported);
    this.reported = this.entries.length;
    return fresh;
  }
}

async function flushPage(page: Page): Promise<void> {
  const mark = `${FLUSH_MARK} ${Math.random()}`;
  const arrived = page.waitForEvent('console', { predicate: (message) => message.text() === mark, timeout: 10_000 }).then(
    () => undefined,
    () => undefined,
  );
  // A page that is closing or navigating away runs no script: then there is no mark to wait for.
  const logged = await page.evaluate((text) => console.debug(text), mark).then(
    () => true,
    () => false,
  );
  if (logged) await arrived;
}

function describe(violations: CspViolation[]): string {
  return ['Content-Security-Policy violations:', ...violations.map((violation) => `  ${violation.page}: ${violation.text}`)].join('\n');
}

const listenSessions = new ListenSessions();

export const test = base.extend<{ cspViolations: CspViolations }, { cspLog: CspViolationLog }>({
  cspLog: [
    async ({ browser }: { browser: Browser }, provide) => {
      const log = new CspViolationLog();
      // Some specs open their own contexts (one signed-in page for a whole file): watch those too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await log.watch(context);
        listenSessions.watch(context);
        const close = context.close.bind(context);
        context.close = async (...closeArgs: Parameters<BrowserContext['close']>) => {
          await listenSessions.end(context);
          return close(...closeArgs);
        };
        return context;
      };
      await provide(log);
      browser.newContext = newContext;
      await log.flush();
      // Violations after the last test of the worker (afterAll hooks) still fail the run.
      const late = log.unreported();
      if (late.length > 0) throw new Error(describe(late));
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, cspLog }, provide) => {
    await cspLog.watch(context);
    listenSessions.watch(context);
    await provide(context);
    // Before Playwright closes it: the messages its pages logged last still count.
    await cspLog.flush([context]);
    await listenSessions.end(context);
  },
  cspViolations: [
    async ({ cspLog }, provide) => {
      await provide({ take: () => cspLog.unreported() });
      await cspLog.flush();
      const violations = cspLog.unreported();
      expect(violations, describe(violations)).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens the sign-in page, fills the real form and submits it (to the Auth emulator). Waits for
 * nothing after the click: each test asserts where the sign-in leads.
 */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Usuario o correo').fill(identifier);
  await page.getByLabel(/^Contraseña/).fill(password);
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** The dashboard's title: where a signed-in leader lands. */
export const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Validador de códigos' });

/**
 * Waits for the dashboard that a sign-in leads to. Signing in reads the profile from the
 * Firestore emulator, which takes several seconds to answer while other test workers stream
 * a thousand codes each: the default 15 s was seen to run out.
 */
export async function expectDashboardAfterSignIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
  await expect(dashboardHeading(page)).toBeVisible();
}
