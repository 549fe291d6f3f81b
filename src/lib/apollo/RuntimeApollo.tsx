import { ApolloProvider } from "@apollo/client";
import React, { useState } from "react";
import { API_URL } from "../api-base";
import { createApolloClient } from "./client";

export interface RuntimeApolloProps {
  children: React.ReactNode;
}

/**
 * The Apollo provider of one runtime page (careers, blog list, blog post). Each page mounts its own,
 * so the shared app chunk never carries Apollo; the client is made once per visit to the page.
 */
export function RuntimeApollo({ children }: RuntimeApolloProps) {
  const [client] = useState(() => createApolloClient({ uri: API_URL }));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
