import { useCallback, useEffect, useState } from 'react';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

export interface TimedAlert {
  severity: AlertSeverity;
  message: string;
  /** Distinguishes two alerts with the same text, so the timer restarts. */
  id: number;
}

/** One alert at a time that hides itself after its duration. */
export function useTimedAlert(): {
  alert: TimedAlert | null;
  showAlert(severity: AlertSeverity, message: string, durationMs: number): void;
  clearAlert(): void;
} {
  const [state, setState] = useState<{ alert: TimedAlert; durationMs: number } | null>(null);

  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => setState(null), state.durationMs);
    return () => clearTimeout(timer);
  }, [state]);

  const showAlert = useCallback((severity: AlertSeverity, message: string, durationMs: number) => {
    setState({ alert: { severity, message, id: Date.now() + Math.random() }, durationMs });
  }, []);
  const clearAlert = useCallback(() => setState(null), []);

  return { alert: state?.alert ?? null, showAlert, clearAlert };
}
