/**
 * The careers pages' Apollo side, loaded on demand (jobs-source.ts) so that neither Apollo nor GraphQL
 * is in the JavaScript a careers page needs before its first interaction: the first read is a plain
 * fetch, every later one (Try again) goes through Apollo here.
 */
import type { ApolloClient, NormalizedCacheObject } from "@apollo/client";
import { createApolloClient, type ApolloClientOptions } from "../../lib/apollo/client";
import { JOB_VACANCIES_QUERY } from "../../lib/apollo/queries";

export class CareersRuntime {
  readonly client: ApolloClient<NormalizedCacheObject>;

  constructor(options: ApolloClientOptions) {
    this.client = createApolloClient(options);
  }

  /** GET /jobVacancies, whole, from the network (the caller checks its shape). */
  async read(): Promise<unknown> {
    const { data } = await this.client.query({ query: JOB_VACANCIES_QUERY, fetchPolicy: "network-only" });
    return data.jobVacancies;
  }
}
