// @vitest-environment jsdom
// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupHeading, type GroupSummary } from '@/features/codes/components/TrackedCodesTable';

afterEach(cleanup);

const loading: GroupSummary = { title: 'Festival de Verano 2026', detail: null, usage: null, ticketsSold: null, figuresLoading: true };
const loaded: GroupSummary = {
  title: 'Festival de Verano 2026 · 10 nov 2026 · 3 códigos',
  detail: null,
  usage: { uses: 3, maxUses: 7, usedUp: 1, total: 3 },
  ticketsSold: 0,
  figuresLoading: false,
};

describe.each(['row', 'card'] as const)('a batch heading (%s)', (layout) => {
  it('keeps the room of its figures, hidden from sight and from screen readers, while they load', () => {
    const { container } = render(<GroupHeading group={loading} layout={layout} />);
    const room = container.querySelector('[aria-hidden="true"]');
    expect(room).not.toBeNull();
    expect(room).toHaveStyle({ visibility: 'hidden' });
    expect(room?.querySelector('[role="progressbar"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows its figures in that room once they are there', () => {
    const { container } = render(<GroupHeading group={loaded} layout={layout} />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('progressbar', { name: /Festival de Verano 2026/ })).toBeVisible();
  });
});
