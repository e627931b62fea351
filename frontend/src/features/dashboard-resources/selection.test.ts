// The resources tab's selection rules (003 §4, §6, §9): at most 10 resources, an order only of published ones
// ('Order requires Published resources only.'), and ordering only off a phone with an orders tab.
import { describe, expect, it } from 'vitest';
import { lists } from '@adops/openapi/generated/lists';
import { RESOURCES_PAGE_SIZE, RESOURCES_PAGE_SIZES, RESOURCES_SORT } from './constants.ts';
import { orderingOffered, orderRefusal, pick, unpick, type PickedResource } from './selection.ts';

const resource = (n: number, published = true): PickedResource => ({ id: `id-${n}`, reference: `RES${n}`, published });
const ten = Array.from({ length: 10 }, (_, i) => resource(i));

describe('resource selection', () => {
  it('selects up to 10 resources and refuses the eleventh', () => {
    expect(pick(ten.slice(0, 9), resource(9))).toEqual({ selection: ten });
    expect(pick(ten, resource(10))).toEqual({ refusal: 'Selection limit is 10 resources.' });
    // Picking one already selected changes nothing, even at the limit (its state is refreshed).
    expect(pick(ten, resource(3, false)).selection?.[3]).toEqual(resource(3, false));
    expect(unpick(ten, 'id-3')).toHaveLength(9);
  });

  it("orders 1 to 10 published resources only: 'Order requires Published resources only.'", () => {
    expect(orderRefusal([])).toBe('Select at least one resource to order.');
    expect(orderRefusal(ten)).toBeUndefined();
    expect(orderRefusal([...ten, resource(10)])).toBe('Selection limit is 10 resources.');
    expect(orderRefusal([resource(1), resource(2, false)])).toBe('Order requires Published resources only.');
  });

  it('offers ordering only on a screen wider than a phone, with an enabled orders tab', () => {
    expect(orderingOffered({ mobile: false, ordersTab: true })).toBe(true);
    expect(orderingOffered({ mobile: true, ordersTab: true })).toBe(false);
    expect(orderingOffered({ mobile: false, ordersTab: false })).toBe(false);
  });

  it("pages as the resource API declares it (003 §9: 10 a page, options 10 to 100, newest first)", () => {
    expect(RESOURCES_PAGE_SIZE).toBe(lists.listResources.pageSize);
    expect([...RESOURCES_PAGE_SIZES]).toEqual([...lists.listResources.pageSizeOptions]);
    expect(RESOURCES_SORT).toBe(lists.listResources.defaultSort);
  });
});
