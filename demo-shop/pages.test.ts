import { describe, expect, it } from 'vitest';
import { escapeHtml, formatColones, orderAmount, orderStatusLabel } from './pages';

describe('the demo shop pages', () => {
  it('escape what a buyer or a link writes before it reaches the HTML', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });

  it('charge the tickets at their price, less a discount code percent', () => {
    expect(orderAmount(25_000, 2, null)).toBe(50_000);
    expect(orderAmount(18_000, 1, 10)).toBe(16_200);
    expect(orderAmount(18_000, 2, 0)).toBe(36_000);
  });

  it('write amounts in colones as es-CR does', () => {
    expect(formatColones(50_000)).toMatch(/^₡50\s000$/u);
  });

  it('say a refunded order apart from a cancelled hold', () => {
    expect(orderStatusLabel('confirmed', null)).toBe('Pagado');
    expect(orderStatusLabel('released', 'refunded')).toBe('Reembolsado');
    expect(orderStatusLabel('released', 'cancelled')).toBe('Cancelado');
  });
});
