// @vitest-environment jsdom
// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { CodeQrButton, CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { ShopLinkTemplateContext, type ShopLinkTemplate } from '@/features/codes/hooks/share-context';

const TEMPLATE = 'https://tienda.example/evento/{eventId}?codigo={code}';
const codes = [{ code: 'VERANO01', eventId: 'evt-verano' }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubShare(share: (data: ShareData) => Promise<void>, canShare?: (data: ShareData) => boolean) {
  vi.stubGlobal('navigator', { ...navigator, share: vi.fn(share), ...(canShare ? { canShare } : {}) });
  return navigator.share as ReturnType<typeof vi.fn>;
}

function renderButton() {
  render(
    <NotificationsProvider>
      <ShopLinkTemplateContext value={{ template: TEMPLATE, reading: false }}>
        <SystemShareButton codes={codes} label="Compartir el código VERANO01" />
      </ShopLinkTemplateContext>
    </NotificationsProvider>,
  );
}

describe('SystemShareButton', () => {
  it('is not shown where the browser has no share sheet', () => {
    renderButton();
    expect(screen.queryByRole('button', { name: 'Compartir el código VERANO01' })).toBeNull();
  });

  it('is not shown when the share sheet refuses the text', () => {
    stubShare(async () => {}, () => false);
    renderButton();
    expect(screen.queryByRole('button', { name: 'Compartir el código VERANO01' })).toBeNull();
  });

  it('opens the share sheet with the same text as WhatsApp, link included', async () => {
    const share = stubShare(async () => {}, () => true);
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compartir el código VERANO01' })));
    expect(share).toHaveBeenCalledWith({ text: 'VERANO01 https://tienda.example/evento/evt-verano?codigo=VERANO01' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing when the person closes the share sheet', async () => {
    stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compartir el código VERANO01' })));
    expect(screen.queryByText(/No se pudo abrir el menú para compartir/)).toBeNull();
  });

  it('says so in Spanish when sharing fails', async () => {
    stubShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compartir el código VERANO01' })));
    expect(await screen.findByText(/No se pudo abrir el menú para compartir/)).toBeInTheDocument();
  });
});

describe('WhatsAppShareLink', () => {
  function renderLink(phone?: string | null) {
    render(
      <NotificationsProvider>
        <ShopLinkTemplateContext value={{ template: TEMPLATE, reading: false }}>
          <WhatsAppShareLink codes={codes} label="Compartir por WhatsApp el código VERANO01" phone={phone} />
        </ShopLinkTemplateContext>
      </NotificationsProvider>,
    );
    return screen.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' });
  }
  const text = encodeURIComponent('VERANO01 https://tienda.example/evento/evt-verano?codigo=VERANO01');

  it("opens the chat of the person the code was handed to, with the same text", () => {
    expect(renderLink('50688881234')).toHaveAttribute('href', `https://wa.me/50688881234?text=${text}`);
  });

  it('lets the person pick the contact when no phone was noted', () => {
    expect(renderLink(null)).toHaveAttribute('href', `https://wa.me/?text=${text}`);
  });
});

describe('while the shop link template is being read', () => {
  function renderActions(shopLinks: ShopLinkTemplate) {
    stubShare(async () => {}, () => true);
    render(
      <NotificationsProvider>
        <ShopLinkTemplateContext value={shopLinks}>
          <WhatsAppShareLink codes={codes} label="Compartir por WhatsApp el código VERANO01" />
          <SystemShareButton codes={codes} label="Compartir el código VERANO01" />
          <CopyIconButton label="Copiar código VERANO01" onCopy={() => {}} />
          <CodeQrButton code={codes[0]} />
        </ShopLinkTemplateContext>
      </NotificationsProvider>,
    );
  }
  it('shares, copies and QR codes wait, disabled, and no WhatsApp link is built without the shop link', () => {
    renderActions({ template: null, reading: true });
    expect(screen.queryByRole('link')).toBeNull();
    const buttons = screen.getAllByRole('button');
    // WhatsApp, Compartir, Copiar and the QR.
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('they are usable once it is read, with the shop link in the WhatsApp text', () => {
    renderActions({ template: TEMPLATE, reading: false });
    expect(screen.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('https://tienda.example/evento/evt-verano?codigo=VERANO01')));
    for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
  });
});
