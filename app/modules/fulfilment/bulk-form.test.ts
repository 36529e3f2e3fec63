import { describe, expect, it } from 'vitest';
import { bulkShipFeedback, codeField, parseBulkShip, parseSelection } from './bulk-form';

const a = '0a1b2c3d-0000-4000-8000-000000000001';
const b = '9f8e7d6c-0000-4000-8000-000000000002';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('the bulk shipping form', () => {
  it('takes one carrier for all ticked orders and a code only where one was typed', () => {
    const parsed = parseBulkShip(
      form([
        ['carrier', 'PostNL'],
        ['orderId', a],
        ['orderId', b],
        [codeField(a), ' 3SWAND0001 '],
        [codeField(b), ''],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        carrier: 'PostNL',
        orders: [
          { id: a, trackingCode: '3SWAND0001' },
          { id: b, trackingCode: null },
        ],
      },
    });
  });

  it('says in Dutch what is wrong: nothing ticked, no carrier, a bad code with its order', () => {
    expect(parseBulkShip(form([['carrier', 'PostNL']]))).toEqual({
      ok: false,
      message: 'Selecteer minstens één bestelling',
    });
    expect(parseBulkShip(form([['orderId', a]]))).toEqual({ ok: false, message: 'Kies een vervoerder' });
    expect(
      parseBulkShip(
        form([
          ['carrier', 'DHL'],
          ['orderId', a],
          [codeField(a), '3S'],
        ]),
      ),
    ).toEqual({
      ok: false,
      message: 'Bestelling #0A1B2C3D: Track-and-trace-code moet minimaal 4 karakters zijn',
    });
  });

  it('refuses what is not an order id, and counts a double tick once', () => {
    expect(parseSelection(form([['orderId', "1' or 1=1"]]))).toEqual({
      ok: false,
      message: 'Er is een onbekende bestelling geselecteerd',
    });
    expect(
      parseSelection(
        form([
          ['orderId', a],
          ['orderId', a],
        ]),
      ),
    ).toEqual({ ok: true, value: [a] });
  });

  it('reports how many were shipped and which were skipped', () => {
    const some = bulkShipFeedback({ shipped: [a], skipped: [b] });
    expect(some).toMatchObject({ ok: true, toast: { title: '1 bestelling gemarkeerd als verzonden' } });
    expect(some.ok && some.toast.description).toContain('#9F8E7D6C');
    expect(bulkShipFeedback({ shipped: [a, b], skipped: [] })).toMatchObject({
      toast: { title: '2 bestellingen gemarkeerd als verzonden' },
    });
    expect(bulkShipFeedback({ shipped: [], skipped: [b] })).toEqual({
      ok: false,
      message: 'Geen bestelling gemarkeerd als verzonden: #9F8E7D6C is niet betaald of al verzonden',
    });
  });
});
