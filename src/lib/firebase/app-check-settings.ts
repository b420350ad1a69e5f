/** How the browser takes part in App Check, decided from the build's configuration. */
export interface AppCheckSettings {
  /** The reCAPTCHA Enterprise site key registered for the web app in App Check. */
  siteKey: string;
  /**
   * Local runs against the emulators: a debug token instead of reCAPTCHA (the site key is not
   * valid on 127.0.0.1). A string registered in the console, or true for the SDK to make one up.
   */
  debugToken: string | true | null;
}

/** App Check runs only when a site key was given at build time; null means it stays off. */
export function appCheckSettings(config: { siteKey?: string; debugToken?: string; useEmulators: boolean }): AppCheckSettings | null {
  const siteKey = config.siteKey?.trim();
  if (!siteKey) return null;
  return { siteKey, debugToken: config.useEmulators ? config.debugToken?.trim() || true : null };
}
