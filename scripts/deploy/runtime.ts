import { createRequire } from 'node:module';
import type { RuntimeStatus } from './config.ts';

const require = createRequire(import.meta.url);

/** The installed Firebase CLI's own runtime table: the same check `firebase deploy` makes. */
export function runtimeStatus(runtime: string, now = new Date()): RuntimeStatus {
  const supported = require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as {
    RUNTIMES: Record<string, { decommissionDate: string }>;
    isRuntime(value: string): boolean;
    isDecommissioned(value: string, now?: Date): boolean;
  };
  if (!supported.isRuntime(runtime)) return { known: false, decommissioned: false };
  return { known: true, decommissioned: supported.isDecommissioned(runtime, now), decommissionDate: supported.RUNTIMES[runtime].decommissionDate };
}
