// Loopback stand-ins for the ad networks' APIs, so the real adapters run on the vendors' SDKs without a
// test reaching the internet. Each listens on 127.0.0.1 on a port the system picks, records every request
// it gets, and answers with what the test told it: the vendor's documented response shapes.
//   HttpRecorder: plain HTTP/1.1 JSON (the Meta Graph API; also serves creative images to download).
//   GoogleAdsRecorder: gRPC (HTTP/2, protobuf) for Google Ads' GoogleAdsService, Mutate and Search, the
//   transport google-ads-api uses for both in the adapter.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { grpc } from 'google-gax';
import { services } from 'google-ads-api';

export interface RecordedHttpRequest {
  method: string;
  path: string;
  /** Query parameters; those that are JSON (Graph's `filtering`, `time_range`) parsed. */
  query: Record<string, unknown>;
  /** The JSON body, parsed; undefined when there was none. */
  body: any;
  headers: IncomingMessage['headers'];
}

type HttpReply = (request: RecordedHttpRequest, match: RegExpExecArray) => unknown;

interface HttpRoute {
  method: string;
  pattern: RegExp;
  reply: HttpReply;
}

function parseValue(value: string): unknown {
  if (/^[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

export class HttpRecorder {
  readonly requests: RecordedHttpRequest[] = [];
  private readonly routes: HttpRoute[] = [];

  private readonly server: Server;
  readonly url: string;

  private constructor(server: Server, url: string) {
    this.server = server;
    this.url = url;
  }

  static async start(): Promise<HttpRecorder> {
    const recorder: { current?: HttpRecorder } = {};
    const server = createServer((req, res) => void recorder.current!.handle(req, res.writeHead.bind(res), res.end.bind(res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    recorder.current = new HttpRecorder(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return recorder.current;
  }

  /** Answers `method` requests whose path matches `pattern`; the reply's value is sent as JSON (a Buffer as bytes). Later routes win. */
  on(method: string, pattern: RegExp, reply: HttpReply | Record<string, unknown> | Buffer): this {
    this.routes.unshift({ method, pattern, reply: typeof reply === 'function' ? (reply as HttpReply) : () => reply });
    return this;
  }

  /** The recorded requests of `method` whose path matches `pattern`, in order. */
  find(method: string, pattern: RegExp): RecordedHttpRequest[] {
    return this.requests.filter((r) => r.method === method && pattern.test(r.path));
  }

  private async handle(req: IncomingMessage, writeHead: (status: number, headers: Record<string, string>) => void, end: (body: string | Buffer) => void): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: RecordedHttpRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries([...url.searchParams].map(([k, v]) => [k, parseValue(v)])),
      body: text ? JSON.parse(text) : undefined,
      headers: req.headers,
    };
    this.requests.push(request);
    for (const route of this.routes) {
      const match = route.method === request.method ? route.pattern.exec(request.path) : null;
      if (!match) continue;
      const value = route.reply(request, match);
      if (Buffer.isBuffer(value)) {
        writeHead(200, { 'content-type': 'application/octet-stream' });
        end(value);
      } else {
        writeHead(200, { 'content-type': 'application/json' });
        end(JSON.stringify(value));
      }
      return;
    }
    // Graph's error shape, so an unexpected call fails the adapter the way Meta would.
    writeHead(400, { 'content-type': 'application/json' });
    end(JSON.stringify({ error: { message: `no route for ${request.method} ${request.path}`, type: 'GraphMethodException', code: 100 } }));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface RecordedGrpcCall {
  method: 'Mutate' | 'Search';
  /** The call's metadata (developer-token, login-customer-id…). */
  metadata: Record<string, unknown>;
  /** The request message as a plain object: snake_case fields, enums as names, 64-bit numbers as strings. */
  request: any;
}

type MutateReply = (request: any) => Record<string, unknown>;
type SearchReply = (request: any) => Array<Record<string, unknown>>;

const SERVICE = 'google.ads.googleads.v25.services.GoogleAdsService';

function unary<Req, Res>(method: string, request: { decode(b: Uint8Array): Req }, response: { fromObject(o: object): Res; encode(m: Res): { finish(): Uint8Array } }) {
  return {
    path: `/${SERVICE}/${method}`,
    requestStream: false,
    responseStream: false,
    requestDeserialize: (bytes: Buffer) => request.decode(bytes),
    requestSerialize: () => Buffer.alloc(0),
    responseSerialize: (value: object) => Buffer.from(response.encode(response.fromObject(value)).finish()),
    responseDeserialize: () => ({}),
  };
}

/** GoogleAdsService over gRPC on loopback (no TLS): Mutate and Search, with the answers the test sets. */
export class GoogleAdsRecorder {
  readonly calls: RecordedGrpcCall[] = [];
  private mutateReply: MutateReply = () => ({ mutate_operation_responses: [] });
  private searchReplies: Array<{ when: RegExp; rows: SearchReply }> = [];

  private readonly server: grpc.Server;
  readonly port: number;

  private constructor(server: grpc.Server, port: number) {
    this.server = server;
    this.port = port;
  }

  static async start(): Promise<GoogleAdsRecorder> {
    const server = new grpc.Server();
    const recorder: { current?: GoogleAdsRecorder } = {};
    const toObject = (message: unknown, type: { toObject(m: any, o: object): any }) => type.toObject(message, { enums: String, longs: String });
    const metadataOf = (call: grpc.ServerUnaryCall<unknown, unknown>) => call.metadata.getMap();
    server.addService(
      {
        Mutate: unary('Mutate', services.MutateGoogleAdsRequest, services.MutateGoogleAdsResponse),
        Search: unary('Search', services.SearchGoogleAdsRequest, services.SearchGoogleAdsResponse),
      } as unknown as grpc.ServiceDefinition,
      {
        Mutate: (call: grpc.ServerUnaryCall<unknown, unknown>, done: grpc.sendUnaryData<unknown>) => {
          const request = toObject(call.request, services.MutateGoogleAdsRequest);
          recorder.current!.calls.push({ method: 'Mutate', metadata: metadataOf(call), request });
          done(null, recorder.current!.mutateReply(request));
        },
        Search: (call: grpc.ServerUnaryCall<unknown, unknown>, done: grpc.sendUnaryData<unknown>) => {
          const request = toObject(call.request, services.SearchGoogleAdsRequest);
          recorder.current!.calls.push({ method: 'Search', metadata: metadataOf(call), request });
          const reply = recorder.current!.searchReplies.find((r) => r.when.test(request.query));
          done(null, { results: reply ? reply.rows(request) : [] });
        },
      },
    );
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
    );
    recorder.current = new GoogleAdsRecorder(server, port);
    return recorder.current;
  }

  onMutate(reply: MutateReply): this {
    this.mutateReply = reply;
    return this;
  }

  /** Rows (GoogleAdsRow objects, snake_case) for searches whose GAQL matches `when`. Later answers win. */
  onSearch(when: RegExp, rows: SearchReply | Array<Record<string, unknown>>): this {
    this.searchReplies.unshift({ when, rows: typeof rows === 'function' ? rows : () => rows });
    return this;
  }

  find(method: RecordedGrpcCall['method']): RecordedGrpcCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.tryShutdown(() => resolve()));
  }
}
