// The demo shop's own catalogue: a shop knows its events and prices; Centro de líderes only needs
// their ids (the same ids the shop gives the API's PUT /v1/events/{eventId}). These are the demo
// store's events of `npm start`.

export interface ShopEvent {
  id: string;
  name: string;
  venue: string;
  /** When, as the page says it. */
  when: string;
  /** Price of one ticket, in colones. */
  price: number;
}

export const CATALOGUE: readonly ShopEvent[] = [
  { id: 'evt-festival-verano-2026', name: 'Festival de Verano 2026', venue: 'Playa Tamarindo', when: '12 de diciembre de 2026, 6:00 p. m.', price: 25_000 },
  { id: 'evt-concierto-sinfonico', name: 'Concierto Sinfónico', venue: 'Teatro Nacional', when: '19 de diciembre de 2026, 7:30 p. m.', price: 18_000 },
  { id: 'evt-noche-de-rock', name: 'Noche de Rock', venue: 'Estadio Nacional', when: '16 de enero de 2027, 8:00 p. m.', price: 30_000 },
];
