// Handlers are bound by operationId and typed from the generated operations of the spec, so a
// handler sees its own path parameters, query and body types.
import type { Request, Response } from 'express';

type ParamsOf<O> = O extends { parameters: { path?: infer P } } ? (P extends Record<string, unknown> ? P : Record<string, string>) : Record<string, string>;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? (Q extends Record<string, unknown> ? Q : Record<string, never>) : Record<string, never>;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : O extends { requestBody?: { content: infer C } } ? (C extends Record<string, unknown> ? Buffer : unknown) : unknown;

export type TypedRequest<O> = Request<ParamsOf<O>, unknown, BodyOf<O>, QueryOf<O>>;
export type OperationHandler<O> = (req: TypedRequest<O>, res: Response) => unknown;
export type Handlers<Ops> = { [K in keyof Ops]: OperationHandler<Ops[K]> };
/** What createService binds by operationId; a module builds it with completeHandlers, never by hand. */
export type HandlerMap = Record<string, (req: never, res: Response) => unknown>;

/**
 * A service's whole handler map, one per operation of its spec: a missing or misspelled handler is a
 * type error here (and still a start-up error in createService, for a spec newer than the code).
 */
export function completeHandlers<Ops>(handlers: Handlers<Ops>): HandlerMap {
  return handlers as HandlerMap;
}
/** A subset of a spec's operations, for files that each handle one resource. */
export type SomeHandlers<Ops, K extends keyof Ops> = { [P in K]: OperationHandler<Ops[P]> };

/** JSON response of the declared type; the validator checks it against the spec outside production. */
export function reply<T>(res: Response, status: number, body: T): void {
  res.status(status).json(body);
}
