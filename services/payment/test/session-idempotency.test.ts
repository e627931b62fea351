// Payment sessions with an Idempotency-Key: simultaneous requests with one key make one session.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertOk } from '@adops/platform/testing';
import { aCustomer, anOrder, simulatorPaymentService } from './helpers.ts';

const svc = simulatorPaymentService();

test('simultaneous sessions with one Idempotency-Key: one session, every answer 201', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  for (let round = 0; round < 3; round += 1) {
    const key = `key-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.agent.post('/api/payments/sessions', { orderId: order.orderId }, { 'idempotency-key': key })));
    const ids = new Set(answers.map((res) => assertOk(res, 201).paymentSessionId));
    assert.equal(ids.size, 1);
  }
});
