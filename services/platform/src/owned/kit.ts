// The owned-resource kit of one context: its transactions (transactions.ts) and the resources it
// owns. Stores declare their resources here instead of furnishing tenancy by hand.
import type { ObjectLiteral } from 'typeorm';
import type { EventsOf } from '../events/event-map.ts';
import { OwnedTransactions } from './transactions.ts';
import { OwnedResource, type ResourceDeclaration } from './owned-resource.ts';

export class OwnedKit<C extends string, E = EventsOf<C>> extends OwnedTransactions<C, E> {
  /** Declares a kind of row this context owns; every read and write of it goes through the result. */
  resource<R extends ObjectLiteral & { id: string }>(declaration: ResourceDeclaration<R>): OwnedResource<R, C, E> {
    return new OwnedResource(this, declaration);
  }
}
