// Placing the order (002 §4, §7): Confirm sends createOrder with an Idempotency-Key kept for this order
// attempt, so a request repeated after a lost answer (or a double click) places one order. The order it
// placed is kept: a second confirm reuses it and goes straight to payment. A refusal answers the server's
// messages, which the page shows in the 'Oops!' dialog (002 §8 "Order-create failure shows the server's message").
import { useCallback, useRef, useState } from 'react';
import { useCreateOrder, type CreateOrderRequest, type Order } from '../../lib/api/generated/order.ts';
import { problemLines } from '../../lib/api/problem.ts';
import { ORDER_MESSAGES as M } from './messages.ts';

export type Placement = { placed: Pick<Order, 'id' | 'orderNumber' | 'paymentType'>; reused: boolean } | { refused: string[] };

/** A fresh key per order attempt (the page's lifetime): its retries place one order. */
const newKey = () => `order-${crypto.randomUUID()}`;

export function useOrderPlacement() {
  const createOrder = useCreateOrder();
  const key = useRef(newKey());
  const [placed, setPlaced] = useState<Pick<Order, 'id' | 'orderNumber' | 'paymentType'> | null>(null);
  const [busy, setBusy] = useState(false);
  const place = useCallback(async (body: CreateOrderRequest): Promise<Placement> => {
    if (placed) return { placed, reused: true };
    setBusy(true);
    try {
      const { data, error } = await createOrder({ body, params: { header: { 'Idempotency-Key': key.current } } });
      if (!data) return { refused: problemLines(error, M.orderFailed) };
      const order = { id: data.id, orderNumber: data.orderNumber, paymentType: data.paymentType };
      setPlaced(order);
      return { placed: order, reused: false };
    } catch {
      return { refused: [M.orderFailed] };
    } finally {
      setBusy(false);
    }
  }, [createOrder, placed]);
  return { place, placed, busy };
}
