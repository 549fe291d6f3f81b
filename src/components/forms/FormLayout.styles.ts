import styled from "styled-components";
import { below } from "../../styles/media";

/** The positioned box the success toast sits at the top centre of: on its top edge, above the fields (issue 28). */
export const FormBox = styled.div`
  position: relative;
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  ${below.tablet} { grid-template-columns: minmax(0, 1fr); }
`;

/** A field spanning both columns (the message). */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;
