import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, mayReloadForFailedChunk } from '@/utils/reload-guard';

const now = 1_800_000_000_000;

describe('mayReloadForFailedChunk', () => {
  it('reloads for the first failed chunk of a tab', () => {
    expect(mayReloadForFailedChunk(null, now)).toBe(true);
  });

  it('does not reload again when the reloaded page fails too, so it never loops', () => {
    expect(mayReloadForFailedChunk(now - 2_000, now)).toBe(false);
    expect(mayReloadForFailedChunk(now - CHUNK_RELOAD_WINDOW_MS, now)).toBe(false);
  });

  it('reloads again for a later failure, such as the next deploy', () => {
    expect(mayReloadForFailedChunk(now - CHUNK_RELOAD_WINDOW_MS - 1, now)).toBe(true);
  });

  it('ignores an unreadable or future record instead of never reloading again', () => {
    expect(mayReloadForFailedChunk(Number.NaN, now)).toBe(true);
    expect(mayReloadForFailedChunk(now + 60_000, now)).toBe(true);
  });
});
