import React from "react";
import styled, { keyframes } from "styled-components";
import { reducedMotion } from "../../styles/media";
import { ButtonLink } from "../ui/Button";

const drift = keyframes`
  0%, 100% { transform: translateY(0) rotate(-6deg); }
  50% { transform: translateY(-18px) rotate(6deg); }
`;

const Wrap = styled.section`
  min-height: 70vh;
  display: grid;
  place-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Code = styled.h1`
  font-size: clamp(4rem, 18vw, 9rem);
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.moon};
  margin: 0;
`;

const Astronaut = styled.svg`
  width: min(220px, 50vw);
  height: auto;
  margin: 0 auto ${({ theme }) => theme.space.lg};
  animation: ${drift} 6s ease-in-out infinite;
  ${reducedMotion} { animation: none; }
`;

/** The 404 screen: '4 0 4', a drifting astronaut (still under reduced motion) and a way back. */
export function LostInSpace() {
  return (
    <Wrap>
      <div>
        <Astronaut viewBox="0 0 200 200" role="img" aria-label="An astronaut drifting past the moon">
          <circle cx="140" cy="60" r="42" fill="#b9bfd0" />
          <circle cx="128" cy="48" r="8" fill="#8a92a8" />
          <circle cx="152" cy="74" r="6" fill="#8a92a8" />
          <rect x="60" y="92" width="56" height="64" rx="22" fill="#e6e8ef" />
          <circle cx="88" cy="84" r="26" fill="#e6e8ef" />
          <circle cx="88" cy="84" r="17" fill="#16214a" />
          <path d="M80 78a9 9 0 0 1 12-4" stroke="#f5b942" strokeWidth="3" fill="none" />
          <rect x="48" y="104" width="14" height="38" rx="7" fill="#e6e8ef" />
          <rect x="114" y="104" width="14" height="38" rx="7" fill="#e6e8ef" />
          <rect x="68" y="150" width="16" height="30" rx="8" fill="#e6e8ef" />
          <rect x="92" y="150" width="16" height="30" rx="8" fill="#e6e8ef" />
        </Astronaut>
        <Code>4 0 4</Code>
        <p>Oops! You lost in Space</p>
        <ButtonLink to="/">Go TO the back</ButtonLink>
      </div>
    </Wrap>
  );
}
