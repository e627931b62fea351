// Google Ads through the Opteo google-ads-api SDK (on Google's google-ads-node clients and google-gax),
// narrowed to what the Google adapter uses: GoogleAdsService Mutate and Search.
//
// Transport: google-ads-api sends mutations over gRPC (google-gax) and its report/query helpers over REST
// with axios to a hard-coded https://googleads.googleapis.com and a token from oauth2.googleapis.com.
// Neither host can be changed through its options. The adapter therefore makes every call over the gRPC
// client the SDK itself builds (`mutateResources`, and Search through the SDK's protected
// `buildSearchRequestAndService`), and gets that client from the SDK's protected `loadService`:
//   - normally the SDK's own (TLS to googleads.googleapis.com:443, OAuth from the refresh token);
//   - with an endpoint (the tests' loopback recorder) the same generated client class aimed at that host
//     and port over a plaintext channel. Google's credentials are not sent there: no OAuth call is made.
// google-gax's REST fallback cannot be used instead: google-ads-node's protos keep snake_case field names,
// which gax's HTTP transcoding does not match ("Cannot build HTTP request"), so it is gRPC either way.
import { Customer, services } from 'google-ads-api';
import { GoogleAdsServiceClient } from 'google-ads-node';
import { grpc } from 'google-gax';

/** A plaintext gRPC endpoint standing in for googleads.googleapis.com (a test's loopback server). */
export interface GoogleAdsEndpoint {
  host: string;
  port: number;
}

export interface GoogleCredentials {
  developerToken: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  loginCustomerId?: string;
}

export type GoogleAdsRow = services.IGoogleAdsRow;

type ServiceName = Parameters<Customer['loadService']>[0];

/** A google-ads-api Customer whose GoogleAdsService client can be aimed at another endpoint, with Search on it. */
export class AdsCustomer extends Customer {
  readonly #endpoint: GoogleAdsEndpoint | undefined;
  #client: GoogleAdsServiceClient | undefined;

  constructor(customerId: string, credentials: GoogleCredentials, endpoint: GoogleAdsEndpoint | undefined) {
    super(
      { client_id: credentials.clientId, client_secret: credentials.clientSecret, developer_token: credentials.developerToken },
      { customer_id: customerId, refresh_token: credentials.refreshToken, ...(credentials.loginCustomerId ? { login_customer_id: credentials.loginCustomerId } : {}) },
    );
    this.#endpoint = endpoint;
  }

  protected override loadService<T>(service: ServiceName, options?: { skipCache: boolean }): T {
    if (!this.#endpoint) return super.loadService<T>(service, options);
    if (service !== 'GoogleAdsServiceClient') throw new Error(`the Google adapter does not use ${String(service)}`);
    this.#client ??= new GoogleAdsServiceClient({
      apiEndpoint: this.#endpoint.host,
      port: this.#endpoint.port,
      sslCreds: grpc.credentials.createInsecure(),
      // Said outright so google-auth-library never looks for the universe on a metadata server.
      universeDomain: 'googleapis.com',
    });
    return this.#client as T;
  }

  /** Every row of a GAQL query (the SDK's client pages through the results). */
  async rows(gaql: string): Promise<GoogleAdsRow[]> {
    const { service, request } = this.buildSearchRequestAndService(gaql);
    try {
      const [rows] = await (service as unknown as GoogleAdsServiceClient).search(request, { otherArgs: { headers: this.callHeaders } });
      return rows;
    } catch (error) {
      throw this.getGoogleAdsError(error as Error);
    }
  }

  /** Closes a client made for an endpoint; the SDK's own clients stay in its cache. */
  async close(): Promise<void> {
    await this.#client?.close();
    this.#client = undefined;
  }
}
