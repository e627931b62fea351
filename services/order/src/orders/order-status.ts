// Moving an order between statuses (002 §4): staff move one along the transition table (rules.ts
// moveStatus says whether it is a move, who may make it and which events follow it); the move, its entry
// in the order's history and its events are written in one transaction.
import type { Principal } from '@adops/platform';
import type { OrderStatus, OrderStatusChange } from '@adops/openapi/generated/order';
import type { OrderRow } from './entities.ts';
import type { OrderStore, OrderTx } from './store.ts';
import { moveStatus, staffMoves, statusChange, type Changer, type StatusMove } from './rules.ts';
import { followingEvent } from './events.ts';

/** Writes a move's status with its history entry and records the events that follow it, in the move's order. */
export async function writeMove(store: OrderStore, tx: OrderTx, current: OrderRow, move: StatusMove, by: Changer, source: Exclude<OrderStatusChange['source'], 'placed' | 'recorded'>): Promise<OrderRow> {
  const statusHistory = [...current.statusHistory, statusChange(move.from, move.to, by, source, new Date())];
  const next = await store.orders.write(tx, current, { status: move.to, statusHistory });
  for (const type of move.follows) await tx.record(followingEvent(type, next, move.from));
  return next;
}

export class StatusChanges {
  private readonly store: OrderStore;

  constructor(store: OrderStore) {
    this.store = store;
  }

  /** Staff move an order along the transition table; the same status again changes nothing and records nothing. */
  setStatus(principal: Principal, id: string, to: OrderStatus): Promise<OrderRow> {
    return this.store.kit.transaction(async (tx) => {
      const current = await this.store.orders.lock(tx, principal, id);
      const move = moveStatus(current, to, principal.roles, staffMoves(current.statusHistory));
      return move ? writeMove(this.store, tx, current, move, { userId: principal.userId, email: principal.email }, 'staff') : current;
    });
  }
}
