import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, createFigures, withBenchTable } from './report';

describe('the bench report', () => {
  it('prints each budget from BUDGETS, the values run.ts checks', () => {
    const figures = createFigures();
    expect(figures).toHaveLength(27);
    expect(figures[0].budget).toBe(`≤ ${BUDGETS.signInJsKb} KB`);
    expect(figures[1].budget).toBe(
      `sign-in ≤ ${BUDGETS.signInJsKb} KB; leader's device ≤ ${BUDGETS.leaderDeviceJsKb} KB; administrators' chunks ≤ ${BUDGETS.administratorsJsKb} KB; whole build: no budget`,
    );
    expect(figures[10].budget).toBe('F ≤ 1,100; H ≤ 1.2 × F');
    expect(figures[15].budget).toBe('≤ 1 s; ≤ 40 documents');
    expect(figures[17].budget).toBe(`exactly ${BUDGETS.burstUses} × 201 and ${BUDGETS.burstHolds - BUDGETS.burstUses} × 409 used_up; 0 × 5xx`);
    expect(figures[18].budget).toBe('p95 ≤ 1 s');
    expect(figures[21].budget).toBe('exactly 500 uses; 0 × 5xx');
    expect(figures[23].budget).toBe('≤ 1 s; ≤ 40 documents');
    expect(figures[25].budget).toBe(`≤ 1 s each; ≤ 1 page (${BUDGETS.searchPageDocuments}) of documents per query`);
    expect(figures[26].budget).toBe(`≤ 3 s; ${BUDGETS.notesSaveCodes} writes in 1 batch`);
  });

  it('writes its table between the markers of docs/performance.md, and nowhere without them', () => {
    const document = readFileSync(path.resolve(import.meta.dirname, '../../docs/performance.md'), 'utf8');
    const updated = withBenchTable(document, '| # | figure |');
    expect(updated).not.toBeNull();
    expect(updated).toContain('-->\n\n| # | figure |\n\n<!-- bench:table:end -->');
    expect(withBenchTable(updated!, '| again |')).toBe(withBenchTable(document, '| again |'));
    expect(withBenchTable('# No markers', 'x')).toBeNull();
  });
});
