import React from "react";
import styled from "styled-components";

export interface ErrorBoundaryProps {
  children: React.ReactNode;
}

interface State {
  error: Error | null;
}

const Screen = styled.div`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

/** The spec's router error screen: 'Unexpected Application Error!' followed by the message. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Screen role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>{error.message}</p>
      </Screen>
    );
  }
}
