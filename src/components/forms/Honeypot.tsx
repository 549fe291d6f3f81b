import React from "react";
import styled from "styled-components";

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The honeypot's field name; the API knows it too. */
export const HONEYPOT_NAME = "website";

/** A field people never see or reach; bots that fill it are answered like success and not stored (the API). */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Trap aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </Trap>
  );
}
