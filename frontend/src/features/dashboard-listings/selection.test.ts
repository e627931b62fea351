// The listings tab's selection rules (002 §5): at most 10 listings, never a deleted one, and no order of a
// selection that holds one.
import { describe, expect, it } from 'vitest';
import { orderRefusal, pick, unpick, type Picked } from './selection.ts';

const listing = (n: number): Picked => ({ id: `id-${n}`, title: `Listing ${n}` });
const ten = Array.from({ length: 10 }, (_, i) => listing(i));
const none = new Set<string>();

describe('listing selection', () => {
  it('selects up to 10 listings and refuses the eleventh', () => {
    expect(pick(ten.slice(0, 9), listing(9), none)).toEqual({ selection: ten });
    expect(pick(ten, listing(10), none)).toEqual({ refusal: 'Selection limit is 10 listings.' });
    // Picking one already selected changes nothing, even at the limit.
    expect(pick(ten, listing(3), none)).toEqual({ selection: ten });
    expect(unpick(ten, 'id-3')).toHaveLength(9);
  });

  it('never selects a deleted listing', () => {
    expect(pick([], listing(1), new Set(['id-1']))).toEqual({ refusal: 'Cant select deleted listing' });
  });

  it('orders only a selection of 1 to 10 listings without a deleted one, naming the deleted one', () => {
    expect(orderRefusal([], none)).toBe('Select at least one listing to order.');
    expect(orderRefusal(ten, none)).toBeUndefined();
    expect(orderRefusal([...ten, listing(10)], none)).toBe('Selection limit is 10 listings.');
    expect(orderRefusal(ten, new Set(['id-4', 'id-7']))).toBe('Deleted listing included: Listing 4');
  });
});
