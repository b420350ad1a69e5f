// The demo shop: an EXAMPLE of a ticket shop's server calling the shop API of Centro de líderes,
// not part of the product (README.md of this folder). It knows nothing of the product but the
// public API over HTTP and an integration key, as a real shop's server does; the key stays on
// this server and never reaches the buyer's browser. Plain HTML forms, no JavaScript.
//
//   node --import tsx demo-shop/server.ts --port 5174 --api http://127.0.0.1:5001/demo-centro-lideres/us-central1/shopApi --key cdl_…
//
// Pages: /evento/{eventId}?codigo={code} (the shop link a leader shares), 'Comprar' (a hold,
// then its confirmation with an order id of this shop and an amount), /pedido/{orderId} with
// 'Reembolsar' (the API's release, which gives the use back to the code).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { CATALOGUE, type ShopEvent } from './catalogue.ts';
import { escapeHtml, formatColones, orderAmount, orderStatusLabel, type CheckedCode } from './pages.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5174' },
    api: { type: 'string', default: process.env.SHOP_API_URL ?? '' },
    key: { type: 'string', default: process.env.SHOP_API_KEY ?? '' },
  },
});
const port = Number(values.port);
const apiUrl = values.api.replace(/\/+$/, '');
const apiKey = values.key;
if (!apiUrl || !apiKey || !Number.isInteger(port)) {
  console.error('Usage: demo-shop/server.ts --port N --api <shopApi URL> --key <integration key>');
  process.exit(2);
}

const ORDER_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_FORM_BYTES = 4096;

interface ApiAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/** One call of the shop API with the key in the Authorization header, as the API asks. */
async function callApi(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer> {
  const response = await fetch(`${apiUrl}/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answered = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body: answered };
}

/** The Spanish message of an API error answer (the API writes them for people). */
function apiMessage(answer: ApiAnswer): string {
  const error = answer.body?.error as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : `La tienda no pudo completar la operación (HTTP ${answer.status}).`;
}

const layout = (title: string, content: string) => `<!doctype html>
<html lang="es-CR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Tienda de ejemplo</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fafafa}
header{background:#5b3f8c;color:#fff;padding:.75rem 1rem}
header p{margin:.25rem 0 0;font-size:.9rem}
main{max-width:40rem;margin:0 auto;padding:1rem}
.aviso{border-left:4px solid #c62828;background:#fdecea;padding:.5rem .75rem}
.ok{border-left:4px solid #2e7d32;background:#edf7ed;padding:.5rem .75rem}
label{display:block;margin:.75rem 0 .25rem}
input,select,button{font-size:1rem;padding:.4rem;max-width:100%;box-sizing:border-box}
button{margin:.75rem .5rem 0 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem}dd{margin:0}
</style>
</head>
<body>
<header><strong>Tienda de ejemplo</strong><p>Ejemplo de una tienda que usa la API de Centro de líderes. No es parte del producto ni vende entradas reales.</p></header>
<main>
${content}
</main>
</body>
</html>
`;

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const ticketsOf = (value: string | null): 1 | 2 => (value === '2' ? 2 : 1);

/** What `check` says of the code for this event and number of tickets. */
async function checkCode(code: string, event: ShopEvent, tickets: number): Promise<CheckedCode> {
  const answer = await callApi('POST', '/codes/check', { code, eventId: event.id, tickets });
  if (answer.status !== 200 || answer.body === null) return { kind: 'error', message: apiMessage(answer) };
  if (answer.body.valid === true) {
    const found = answer.body.code as { code: string; percent: number | null; maxTickets: number | null };
    return { kind: 'valid', code: found.code, percent: found.percent, maxTickets: found.maxTickets };
  }
  return { kind: 'invalid', message: String(answer.body.message ?? '') };
}

function eventPage(event: ShopEvent, code: string, tickets: 1 | 2, checked: CheckedCode | null, failure: string | null): string {
  const codeBlock =
    checked === null
      ? ''
      : checked.kind === 'valid'
        ? `<p class="ok" role="status">Código <strong>${escapeHtml(checked.code)}</strong> aplicado${checked.percent ? `: ${checked.percent} % de descuento` : ''}.</p>`
        : `<p class="aviso" role="alert">El código <strong>${escapeHtml(code)}</strong> no se puede usar. ${escapeHtml(checked.message)}</p>`;
  const percent = checked?.kind === 'valid' ? checked.percent : null;
  return layout(
    event.name,
    `<h1>${escapeHtml(event.name)}</h1>
<p>${escapeHtml(event.venue)} · ${escapeHtml(event.when)}</p>
<p>Entrada general: ${formatColones(event.price)}</p>
${codeBlock}
${failure ? `<p class="aviso" role="alert">${escapeHtml(failure)}</p>` : ''}
<form method="post" action="/evento/${encodeURIComponent(event.id)}/comprar">
<label for="codigo">Código de líder o de descuento</label>
<input id="codigo" name="codigo" value="${escapeHtml(code)}" autocomplete="off" required maxlength="64">
<label for="entradas">Entradas</label>
<select id="entradas" name="entradas">
<option value="1"${tickets === 1 ? ' selected' : ''}>1 entrada</option>
<option value="2"${tickets === 2 ? ' selected' : ''}>2 entradas</option>
</select>
<p>Total: ${formatColones(orderAmount(event.price, tickets, percent))}</p>
<button type="submit" formmethod="get" formaction="/evento/${encodeURIComponent(event.id)}">Revisar código</button>
<button type="submit">Comprar</button>
</form>`,
  );
}

async function showEvent(res: ServerResponse, event: ShopEvent, url: URL): Promise<void> {
  const code = (url.searchParams.get('codigo') ?? '').trim().slice(0, 64);
  const tickets = ticketsOf(url.searchParams.get('entradas'));
  const checked = code ? await checkCode(code, event, tickets) : null;
  send(res, 200, eventPage(event, code, tickets, checked, null));
}

/** 'Comprar': hold a use for a new order, then confirm it with its amount (the payment of a real shop goes in between). */
async function buy(res: ServerResponse, event: ShopEvent, form: URLSearchParams): Promise<void> {
  const code = (form.get('codigo') ?? '').trim().slice(0, 64);
  const tickets = ticketsOf(form.get('entradas'));
  const checked = await checkCode(code, event, tickets);
  if (checked.kind !== 'valid') return send(res, 409, eventPage(event, code, tickets, checked, null));
  const orderId = `demo-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const held = await callApi('POST', '/reservations', { orderId, code, eventId: event.id, tickets, holdSeconds: 600 });
  if (held.status !== 201 && held.status !== 200) return send(res, held.status === 409 ? 409 : 502, eventPage(event, code, tickets, checked, apiMessage(held)));
  const amount = orderAmount(event.price, tickets, checked.percent);
  const confirmed = await callApi('POST', `/reservations/${encodeURIComponent(orderId)}/confirm`, { amount });
  if (confirmed.status !== 200) {
    // The payment did not go through: the hold is given back rather than left to run out.
    await callApi('POST', `/reservations/${encodeURIComponent(orderId)}/release`);
    return send(res, 502, eventPage(event, code, tickets, checked, apiMessage(confirmed)));
  }
  redirect(res, `/pedido/${encodeURIComponent(orderId)}`);
}

async function showOrder(res: ServerResponse, orderId: string, notice: string | null): Promise<void> {
  const answer = await callApi('GET', `/reservations/${encodeURIComponent(orderId)}`);
  if (answer.status !== 200 || answer.body === null) return send(res, answer.status === 404 ? 404 : 502, layout('Pedido', `<h1>Pedido</h1><p class="aviso" role="alert">${escapeHtml(apiMessage(answer))}</p>`));
  const reservation = answer.body.reservation as { orderId: string; code: string; eventId: string; tickets: number; status: string; amount: number | null; releaseReason: string | null };
  const event = CATALOGUE.find((candidate) => candidate.id === reservation.eventId);
  send(
    res,
    200,
    layout(
      `Pedido ${reservation.orderId}`,
      `<h1>Pedido ${escapeHtml(reservation.orderId)}</h1>
${notice ? `<p class="ok" role="status">${escapeHtml(notice)}</p>` : ''}
<dl>
<dt>Evento</dt><dd>${escapeHtml(event?.name ?? reservation.eventId)}</dd>
<dt>Código</dt><dd>${escapeHtml(reservation.code)}</dd>
<dt>Entradas</dt><dd>${reservation.tickets}</dd>
<dt>Monto</dt><dd>${reservation.amount === null ? '—' : formatColones(reservation.amount)}</dd>
<dt>Estado</dt><dd>${escapeHtml(orderStatusLabel(reservation.status, reservation.releaseReason))}</dd>
</dl>
${
  reservation.status === 'confirmed'
    ? `<form method="post" action="/pedido/${encodeURIComponent(reservation.orderId)}/reembolsar"><button type="submit">Reembolsar</button></form>`
    : ''
}
${event ? `<p><a href="/evento/${encodeURIComponent(event.id)}">Volver al evento</a></p>` : ''}`,
    ),
  );
}

function homePage(): string {
  return layout(
    'Eventos',
    `<h1>Eventos</h1><ul>${CATALOGUE.map((event) => `<li><a href="/evento/${encodeURIComponent(event.id)}">${escapeHtml(event.name)}</a></li>`).join('')}</ul>`,
  );
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://demo-shop.invalid');
  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  } catch {
    return send(res, 404, layout('Página no encontrada', '<h1>Página no encontrada</h1>'));
  }
  if (req.method === 'GET' && segments.length === 0) return send(res, 200, homePage());
  if (segments[0] === 'evento' && segments.length >= 2 && EVENT_ID.test(segments[1])) {
    const event = CATALOGUE.find((candidate) => candidate.id === segments[1]);
    if (!event) return send(res, 404, layout('Evento', '<h1>Evento no encontrado</h1><p class="aviso" role="alert">Este evento no está a la venta en la tienda de ejemplo.</p>'));
    if (req.method === 'GET' && segments.length === 2) return showEvent(res, event, url);
    if (req.method === 'POST' && segments.length === 3 && segments[2] === 'comprar') return buy(res, event, await readForm(req));
  }
  if (segments[0] === 'pedido' && segments.length >= 2 && ORDER_ID.test(segments[1])) {
    const orderId = segments[1];
    if (req.method === 'GET' && segments.length === 2) return showOrder(res, orderId, url.searchParams.has('reembolsado') ? 'Pedido reembolsado: el uso del código volvió al líder.' : null);
    if (req.method === 'POST' && segments.length === 3 && segments[2] === 'reembolsar') {
      const released = await callApi('POST', `/reservations/${encodeURIComponent(orderId)}/release`);
      if (released.status !== 200) return send(res, 502, layout('Pedido', `<h1>Pedido</h1><p class="aviso" role="alert">${escapeHtml(apiMessage(released))}</p>`));
      return redirect(res, `/pedido/${encodeURIComponent(orderId)}?reembolsado=1`);
    }
  }
  send(res, 404, layout('Página no encontrada', '<h1>Página no encontrada</h1><p><a href="/">Ver los eventos</a></p>'));
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('demo shop:', error instanceof Error ? error.message : error);
    if (!res.headersSent) send(res, 502, layout('Error', '<h1>Error</h1><p class="aviso" role="alert">La tienda de ejemplo no pudo hablar con la API. Intenta de nuevo.</p>'));
    else res.end();
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Demo shop ready on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
