import { describe, expect, it } from 'vitest';
import { renderPackingListHtml } from './packing-list-html';

const slip = (id: string, name: string) => ({
  id,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  customerFirstName: name,
  customerLastName: 'de Vries',
  address: 'Lange Voorhout 9',
  postalCode: '2514 EA',
  city: 'Den Haag',
  country: 'BE',
  orderItems: [
    { productId: 'wall-planner-001', name: 'Whiteboard Jaarplanner', quantity: 2 },
    { productId: 'wall-planner-002', name: 'Weekplanner <A3>', quantity: 1 },
  ],
});

describe('the packing list', () => {
  it('shows per order its number, name, address and quantities, and no prices', () => {
    const html = renderPackingListHtml([
      slip('0a1b2c3d-0000-4000-8000-000000000001', 'Anna'),
      slip('9f8e7d6c-0000-4000-8000-000000000002', 'Bram'),
    ]);
    expect(html).toContain('Bestelling #0A1B2C3D');
    expect(html).toContain('Bestelling #9F8E7D6C');
    expect(html).toContain('<div>Anna de Vries</div>');
    expect(html).toContain('<div>2514 EA Den Haag</div>');
    expect(html).toContain('België');
    expect(html).toContain('Weekplanner &lt;A3&gt;');
    expect(html).toContain('Totaal aantal artikelen: 3');
    // One page per order.
    expect(html.match(/<section /g)).toHaveLength(2);
    expect(html).not.toMatch(/€|EUR|\d+,\d{2}/);
  });
});
