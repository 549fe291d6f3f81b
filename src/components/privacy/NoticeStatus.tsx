import React from "react";
import { siteDay, type NoticeVersions } from "../../../shared/notice-version";
import { noticeStatus, type NoticeStatusWords } from "../../lib/notice-status";
import { useHydrated } from "../../lib/use-hydrated";
import { Meta } from "./PrivacyArticle.styles";

export interface NoticeStatusProps {
  notice: NoticeVersions;
  /** The build's day (page context): what the pre-rendered page says, until the visitor's own day replaces it. */
  builtOn: string;
  /** The line's sentences (data/privacy.json's page words). */
  words: NoticeStatusWords;
}

/** Which version of the notice is in force, on the visitor's day once the page runs (a version takes effect at Pune's midnight). */
export function NoticeStatus({ notice, builtOn, words }: NoticeStatusProps) {
  const hydrated = useHydrated();
  return <Meta>{noticeStatus(notice, hydrated ? siteDay(new Date()) : builtOn, words)}</Meta>;
}
