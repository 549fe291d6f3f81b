import React from "react";
import styled from "styled-components";
import { HydrationSlice } from "../ui/HydrationSlice";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { useLayoutData } from "./use-layout-data";

export interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  &:focus {
    left: ${({ theme }) => theme.space.md};
    top: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.space};
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Main = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  min-height: 70vh;
`;

/** The fixed header and the footer around every page. */
export function Layout({ pathname, children }: LayoutProps) {
  const { siteFacts, allService, allContactEntry } = useLayoutData();
  if (!siteFacts) throw new Error("data/site.json produced no site facts");
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <HydrationSlice>
        <Header brand={siteFacts.name} pathname={pathname} services={allService.nodes} />
      </HydrationSlice>
      <Main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <HydrationSlice>{children}</HydrationSlice>
        </ErrorBoundary>
      </Main>
      <HydrationSlice>
        <Footer
          brand={siteFacts.name}
          whoWeAre={siteFacts.whoWeAre}
          address={siteFacts.address}
          officeHeading={siteFacts.officeHeading}
          headings={siteFacts.footerHeadings}
          branches={siteFacts.branches}
          socials={siteFacts.socials}
          contacts={allContactEntry.nodes}
          year={new Date().getFullYear()}
        />
      </HydrationSlice>
    </>
  );
}
