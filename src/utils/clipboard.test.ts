// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/utils/clipboard';

// jsdom has neither a Clipboard API nor execCommand: each test installs the one it exercises.
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('writes through the Clipboard API when it is available', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('VERANO01')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('VERANO01');
  });

  it('falls back to a selected textarea and execCommand when the Clipboard API refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) });
    let copiedText = '';
    const execCommand = vi.fn(() => {
      const active = document.querySelector('textarea') as HTMLTextAreaElement;
      expect(document.activeElement).toBe(active);
      copiedText = active.value.slice(active.selectionStart, active.selectionEnd);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(copyText('A1,B2')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe('A1,B2');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives the focus back to the element that had it', async () => {
    setClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { value: () => true, configurable: true });
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    await copyText('X');
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('reports failure when no copy mechanism works', async () => {
    setClipboard(undefined);
    await expect(copyText('X')).resolves.toBe(false);
  });
});
