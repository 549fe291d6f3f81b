import styled from "styled-components";
import { below } from "../../styles/media";

export const FooterBar = styled.footer`
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.space}, ${({ theme }) => theme.colors.navy});
  border-top: 1px solid ${({ theme }) => theme.colors.navyLight};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.moonDim};
  a { color: ${({ theme }) => theme.colors.moon}; }
  address { font-style: normal; }
`;

export const Columns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr 0.8fr;
  gap: ${({ theme }) => theme.space.xl};
  ${below.menu} { grid-template-columns: 1fr 1fr; }
  ${below.phone} { grid-template-columns: 1fr; }
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.accent};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

export const LinkList = styled.ul<{ $row?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: ${({ $row }) => ($row ? "row" : "column")};
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
  }
`;

export const ContactList = styled.dl`
  margin: 0;
  dt { font-weight: 700; color: ${({ theme }) => theme.colors.moon}; }
  dd { margin: 0; }
  div + div { margin-top: ${({ theme }) => theme.space.md}; }
  a { display: inline-block; padding: 4px 0; }
`;

export const SmallPrint = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => `${theme.space.xl} auto 0`};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.navyLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
