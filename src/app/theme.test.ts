import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/app/theme';

describe('the app theme', () => {
  it('has no transitions for a person who asked for reduced motion', () => {
    const { transitions } = createAppTheme(true);
    expect(transitions.create('height')).toBe('none');
    expect(Object.values(transitions.duration).every((ms) => ms === 0)).toBe(true);
    // Menus and panels that size their transition to their height ('auto').
    expect(transitions.getAutoHeightDuration(400)).toBe(0);
  });

  it("keeps MUI's transitions otherwise", () => {
    const { transitions } = createAppTheme(false);
    expect(transitions.create('height')).toMatch(/^height \d+ms/);
    expect(transitions.duration.standard).toBeGreaterThan(0);
  });

  it('keeps its palette and texts either way', () => {
    expect(createAppTheme(true).palette.primary.main).toBe(createAppTheme(false).palette.primary.main);
    expect(createAppTheme(true).components?.MuiAutocomplete).toEqual(createAppTheme(false).components?.MuiAutocomplete);
  });
});
