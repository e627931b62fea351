// Moving an order between statuses (002 §4): staff set one; the rules (rules.ts moveStatus) say whether
// it is a move and which events follow it, written here with the status in one transaction.
import type { Principal } from '@adops/platform';
import type { OrderStatus } from '@adops/openapi/generated/order';
import type { OrderRow } from './entities.ts';
import type { OrderStore, OrderTx } from './store.ts';
import { moveStatus, type StatusMove } from './rules.ts';
import { followingEvent } from './events.ts';

/** Writes a move's status and records the events that follow it, in the move's order. */
export async function writeMove(store: OrderStore, tx: OrderTx, current: OrderRow, move: StatusMove): Promise<OrderRow> {
  const next = await store.orders.write(tx, current, { status: move.to });
  for (const type of move.follows) await tx.record(followingEvent(type, next, move.from));
  return next;
}

export class StatusChanges {
  private readonly store: OrderStore;

  constructor(store: OrderStore) {
    this.store = store;
  }

  /** Staff move an order between statuses; the same status again changes nothing and records nothing. */
  setStatus(principal: Principal, id: string, to: OrderStatus): Promise<OrderRow> {
    return this.store.kit.transaction(async (tx) => {
      const current = await this.store.orders.lock(tx, principal, id);
      const move = moveStatus(current.status, to);
      return move ? writeMove(this.store, tx, current, move) : current;
    });
  }
}
