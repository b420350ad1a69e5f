// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createUsageAlertTracker } from '@/features/codes/utils/usage-alerts';
import type { CodeSummary, EventSummary } from '@/lib/codes/code-summary';
import { forgetUsageAlerts } from '@/lib/codes/usage-alerts-forget';
import { toldUsageAlerts } from '@/lib/codes/usage-alerts-told';

const FESTIVAL = 'evt-festival';

function event(uses: number, maxUses = 10, eventId = FESTIVAL, eventName: string | null = 'Festival de Verano 2026'): EventSummary {
  return { eventId, eventName, usage: { uses, maxUses, usedUp: 0, total: 3 }, ticketsSold: 0 };
}

const delivery = (events: EventSummary[], fromCache = false): Pick<CodeSummary, 'events' | 'fromCache'> => ({ events, fromCache });
const messages = (alerts: { message: string }[]) => alerts.map((alert) => alert.message);

describe('createUsageAlertTracker', () => {
  beforeEach(() => forgetUsageAlerts());

  it('tells nothing on the first load, even for thresholds already reached', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    expect(tracker.alertsOf(delivery([event(9), event(10, 10, 'evt-rock', 'Noche de Rock')]))).toEqual([]);
  });

  it('tells an event reaching 80 % while open once, then 100 % once', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    tracker.alertsOf(delivery([event(7)]));
    expect(messages(tracker.alertsOf(delivery([event(8)])))).toEqual(['Tus códigos de Festival de Verano 2026 llevan 80 % de uso']);
    expect(tracker.alertsOf(delivery([event(8)]))).toEqual([]);
    expect(tracker.alertsOf(delivery([event(9)]))).toEqual([]);
    expect(tracker.alertsOf(delivery([event(10)]))).toEqual([
      { eventId: FESTIVAL, threshold: 100, message: 'Tus códigos de Festival de Verano 2026 llevan 100 % de uso' },
    ]);
    expect(tracker.alertsOf(delivery([event(11)]))).toEqual([]);
  });

  it('tells only 100 % when one delivery jumps past both thresholds', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    tracker.alertsOf(delivery([event(5)]));
    expect(messages(tracker.alertsOf(delivery([event(10)])))).toEqual(['Tus códigos de Festival de Verano 2026 llevan 100 % de uso']);
    expect(tracker.alertsOf(delivery([event(8)]))).toEqual([]);
  });

  it('does not tell a threshold again after a refund took the event below it and a use brought it back', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    tracker.alertsOf(delivery([event(7)]));
    expect(tracker.alertsOf(delivery([event(8)]))).toHaveLength(1);
    tracker.alertsOf(delivery([event(7)]));
    expect(tracker.alertsOf(delivery([event(8)]))).toEqual([]);
  });

  it('does not tell again after a reload or a new listener in the same tab', () => {
    const first = createUsageAlertTracker(toldUsageAlerts('laura'));
    first.alertsOf(delivery([event(7)]));
    expect(first.alertsOf(delivery([event(8)]))).toHaveLength(1);
    const again = createUsageAlertTracker(toldUsageAlerts('laura'));
    again.alertsOf(delivery([event(7)]));
    expect(again.alertsOf(delivery([event(8)]))).toEqual([]);
    expect(again.alertsOf(delivery([event(10)]))).toHaveLength(1);
  });

  it("keeps each leader's told alerts apart", () => {
    const laura = createUsageAlertTracker(toldUsageAlerts('laura'));
    laura.alertsOf(delivery([event(7)]));
    laura.alertsOf(delivery([event(8)]));
    const carlos = createUsageAlertTracker(toldUsageAlerts('carlos'));
    carlos.alertsOf(delivery([event(7)]));
    expect(carlos.alertsOf(delivery([event(8)]))).toHaveLength(1);
  });

  it('waits for the server: figures from the cache before it are not the baseline, and what changed while closed is not told', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    expect(tracker.alertsOf(delivery([event(5)], true))).toEqual([]);
    expect(tracker.alertsOf(delivery([event(8)]))).toEqual([]);
    expect(messages(tracker.alertsOf(delivery([event(10)])))).toEqual(['Tus códigos de Festival de Verano 2026 llevan 100 % de uso']);
  });

  it('tells a new event that reaches a threshold, and each event on its own', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    tracker.alertsOf(delivery([event(1)]));
    expect(messages(tracker.alertsOf(delivery([event(8), event(4, 4, 'evt-rock', null)])))).toEqual([
      'Tus códigos de Festival de Verano 2026 llevan 80 % de uso',
      'Tus códigos de Evento no encontrado llevan 100 % de uso',
    ]);
  });

  it('tells nothing for an event that cannot be used (no maximum uses)', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    tracker.alertsOf(delivery([event(0, 0)]));
    expect(tracker.alertsOf(delivery([event(3, 0)]))).toEqual([]);
  });

  it('tells again in a tab whose told alerts were forgotten at sign-out', () => {
    const tracker = createUsageAlertTracker(toldUsageAlerts('laura'));
    tracker.alertsOf(delivery([event(7)]));
    tracker.alertsOf(delivery([event(8)]));
    forgetUsageAlerts();
    const next = createUsageAlertTracker(toldUsageAlerts('laura'));
    next.alertsOf(delivery([event(7)]));
    expect(next.alertsOf(delivery([event(8)]))).toHaveLength(1);
  });
});
