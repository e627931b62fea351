// What every context's generated hooks (./generated/<context>.ts) are made of; pages never touch a cache key.
//   query(path)  an SWR hook for a GET, on swr-openapi: the cache key is (context, path, init), made there and
//                nowhere else. A refused answer is an ApiError carrying its status, so a page tells a 404 (not
//                found) from a 403 and never waits forever.
//   mutation(…)  a hook returning a function that calls the API and then brings the cache up to date: an answer
//                that is the item its path GETs is written into that item's cache (`writes`); the GETs it may
//                have changed are revalidated (`revalidates`, with the hand-declared effects of ./effects.ts).
//                It returns openapi-fetch's `{ data, error, response }`, so a form shows a refusal as it is. A
//                refusal its caller never looks at (a button that fires and forgets) is not lost either: unread
//                by the time the caller's code has run on, it shows as an error toast with the problem's
//                messages (a 401 is the error catalogue's: it signs the user out).
import { useCallback } from 'react';
import { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { createQueryHook } from 'swr-openapi';
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { ContextName, OperationId } from '@adops/openapi';
import { ApiError, problemLines, type Problem } from './problem.ts';
import { toaster } from '../../components/Toaster.tsx';
import { EFFECTS, type Target } from './effects.ts';

type Media = `${string}/${string}`;
type Write = 'post' | 'put' | 'patch' | 'delete';
type PathsWith<P extends object, M extends 'get' | Write> = ClientPathsWithMethod<Client<P, Media>, M>;
type OperationOf<P, Path, M extends string> = Path extends keyof P ? (P[Path] extends Record<M, infer O> ? O : never) : never;
/** The init (params, body, headers) of a call, as openapi-fetch takes it. */
export type InitOf<P, Path, M extends string> = Path extends keyof P ? MaybeOptionalInit<P[Path], M & keyof P[Path]> : never;
/** What a call resolves to: `{ data, response }` or `{ error, response }`. */
export type AnswerOf<P, Path, M extends string> = FetchResponse<OperationOf<P, Path, M> & Record<string | number, any>, InitOf<P, Path, M>, Media>;
/** The data of a successful call. */
export type DataOf<P, Path, M extends string> = NonNullable<AnswerOf<P, Path, M>['data']>;
/** An init that may be left out when the operation needs none. */
type Args<I, Rest extends unknown[] = []> = undefined extends I ? [init?: I, ...Rest] : [init: I, ...Rest];

/** The query hook of one GET: `init` null skips the call (e.g. while an id is unknown). */
export type QueryHook<D, I> = (...args: undefined extends I ? [init?: I | null, config?: SWRConfiguration<D, ApiError>] : [init: I | null, config?: SWRConfiguration<D, ApiError>]) => SWRResponse<D, ApiError>;

/** The generated effects of a mutation: paths of GETs of its own context. */
export interface GeneratedEffects {
  revalidates: readonly string[];
  writes?: string;
}

/** A client whose GET throws an ApiError (status and problem) for an answer that is not 2xx. */
function throwingGets<C extends { GET: (...args: any[]) => Promise<{ error?: unknown; response: Response }> }>(client: C): C {
  return {
    ...client,
    async GET(...args: unknown[]) {
      const answer = await client.GET(...args);
      if (!answer.response.ok) throw new ApiError(answer.response.status, (answer.error && typeof answer.error === 'object' ? answer.error : {}) as Problem);
      return answer;
    },
  };
}

type Key = readonly [string, string, { params?: { path?: Record<string, unknown> } } | undefined];
const isKey = (key: unknown): key is Key => Array.isArray(key) && key.length === 3 && typeof key[0] === 'string' && typeof key[1] === 'string';
const pathParams = (init: unknown) => (init as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path ?? {};
const sameParams = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/** After a call: write the answer into its item, then revalidate what it may have changed. */
async function settle(mutate: Mutate, call: { context: ContextName; operationId: OperationId; method: Write; path: string; init: unknown },
  answer: { data?: unknown; response: Response }, generated: GeneratedEffects) {
  const declared = EFFECTS[call.operationId] ?? {};
  const params = pathParams(call.init);
  const isItem = (key: Key, context: string, path: string) => key[0] === context && key[1] === path && sameParams(pathParams(key[2]), params);
  const writes = generated.writes;
  if (answer.response.ok && writes && answer.data !== undefined) {
    await mutate((key) => isKey(key) && isItem(key, call.context, writes), answer.data, { revalidate: false });
  }
  const own: Target[] = declared.none ? [] : generated.revalidates.map((path) => [call.context, path] as unknown as Target);
  const targets: readonly Target[] = answer.response.ok
    ? [...own, ...(declared.also ?? [])]
    : answer.response.status === 409 ? declared.onConflict ?? [] : [];
  if (!targets.length) return;
  await mutate((key) => isKey(key)
    && targets.some(([context, path]) => key[0] === context && key[1] === path)
    // The item just written is fresh; a deleted item is not asked for again (its page is leaving). A
    // DELETE on a collection (ids in the query, e.g. deleteListings) deleted no GET of its own path: its list is asked again.
    && !(writes && isItem(key, call.context, writes))
    && !(call.method === 'delete' && Object.keys(params).length > 0 && isItem(key, call.context, call.path)));
}

/**
 * The answer as the caller gets it: a refusal the caller never reads (no property of the answer touched before
 * the next task) shows as an error toast, so no refused request goes unseen.
 */
export function watchedRefusal<A extends { error?: unknown; response: Response }>(answer: A): A {
  if (answer.response.ok || answer.response.status === 401) return answer;
  let read = false;
  const watched = new Proxy(answer, {
    get(target, key, receiver) {
      // Resolving a promise with the answer asks for its `then`: that is the runtime, not the caller reading.
      if (key !== 'then') read = true;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  setTimeout(() => {
    if (read) return;
    const [title, ...more] = problemLines(answer.error);
    toaster.error({ title, description: more.join(' ') || undefined });
  }, 0);
  return watched;
}

/** The query and mutation factories of one context, over its client. */
export function contextApi<P extends object>(context: ContextName, client: Client<P, Media>) {
  const useQuery = createQueryHook(throwingGets(client), context) as unknown as (path: string, init: unknown, config?: SWRConfiguration) => SWRResponse;
  const methods = client as unknown as Record<Uppercase<Write>, (path: string, init: unknown) => Promise<{ data?: unknown; response: Response }>>;
  return {
    query<Path extends PathsWith<P, 'get'>>(path: Path, defaults?: SWRConfiguration): QueryHook<DataOf<P, Path, 'get'>, InitOf<P, Path, 'get'>> {
      return ((init?: unknown, config?: SWRConfiguration) =>
        useQuery(path as string, init, defaults ? { ...defaults, ...config } : config)) as QueryHook<DataOf<P, Path, 'get'>, InitOf<P, Path, 'get'>>;
    },
    mutation<M extends Write, Path extends PathsWith<P, M>>(operationId: OperationId, method: M, path: Path, generated: GeneratedEffects) {
      const send = methods[method.toUpperCase() as Uppercase<Write>];
      return function useMutation() {
        const { mutate } = useSWRConfig();
        return useCallback(async (...[init]: Args<InitOf<P, Path, M>>): Promise<AnswerOf<P, Path, M>> => {
          const answer = await send(path as string, init);
          await settle(mutate, { context, operationId, method, path: path as string, init }, answer, generated);
          return watchedRefusal(answer) as AnswerOf<P, Path, M>;
        }, [mutate]);
      };
    },
  };
}
