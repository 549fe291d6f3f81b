import { Link } from "gatsby";
import React, { useEffect, useRef, useState } from "react";
import { apiUrl } from "../../lib/api-base";
import { confirmPrivacyRequest } from "../../lib/privacy-request";
import { Band } from "../ui/Container";
import { Article } from "./PrivacyArticle.styles";

export interface ConfirmRequestProps {
  /** The page's query string (location.search), holding ?token=. */
  search: string;
}

type State = { kind: "working" } | { kind: "done"; text: string } | { kind: "problem"; text: string };

export const CONFIRMED_TEXT = "Thank you: your request is confirmed. We will answer it within 30 days, by email.";
export const NO_TOKEN_TEXT = "This address has no confirmation code. Open the link from our email again, or make a new request.";
export const CONFIRM_FAILED_TEXT = "Sorry, we could not confirm your request just now. Please open the link from our email again in a moment.";

/**
 * /privacy/confirm: the link mailed after a request opens here; the page posts its token once and says
 * how it went (the API's message when the link is unknown, used or expired). Pre-rendered as a shell;
 * the work happens in the browser.
 */
export function ConfirmRequest({ search }: ConfirmRequestProps) {
  const [state, setState] = useState<State>({ kind: "working" });
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const token = new URLSearchParams(search).get("token")?.trim();
    if (!token) {
      setState({ kind: "problem", text: NO_TOKEN_TEXT });
      return;
    }
    void confirmPrivacyRequest(apiUrl("/privacy-requests/confirm"), token).then((outcome) => {
      if (outcome.kind === "confirmed") setState({ kind: "done", text: outcome.message ?? CONFIRMED_TEXT });
      else setState({ kind: "problem", text: outcome.kind === "gone" ? outcome.message : CONFIRM_FAILED_TEXT });
    });
  }, [search]);

  return (
    <Band>
      <Article>
        <h1>Confirm your request</h1>
        <p role="status">{state.kind === "working" ? "Confirming your request…" : state.text}</p>
        {state.kind === "problem" && (
          <p>
            <Link to="/privacy/request">Make a new request</Link>
          </p>
        )}
        <p>
          <Link to="/privacy">Read our privacy notice</Link>
        </p>
      </Article>
    </Band>
  );
}
