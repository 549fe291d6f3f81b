/**
 * The mailbox an address is delivered to (issue 28 §4), for the daily cap on privacy requests: providers
 * deliver `name+tag@…` to `name@…` (sub-addressing, on nearly every provider today) and Gmail ignores
 * dots in the local part and treats googlemail.com as gmail.com. Only for counting: the request keeps
 * the address as typed, and leads are still matched by the address as typed (case aside).
 */

const GMAIL = "gmail.com";
const GMAIL_DOMAINS = [GMAIL, "googlemail.com"] as const;

/** Lower case; the `+tag` cut from the local part; for Gmail, dots out and googlemail.com as gmail.com. */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  const domain = (GMAIL_DOMAINS as readonly string[]).includes(address.slice(at + 1)) ? GMAIL : address.slice(at + 1);
  const plus = address.indexOf("+");
  let local = plus > 0 && plus < at ? address.slice(0, plus) : address.slice(0, at);
  if (domain === GMAIL) local = local.replace(/\./g, "");
  return `${local || address.slice(0, at)}@${domain}`;
}

/** The domains (as stored, lower case) whose addresses may be delivered to this mailbox's domain. */
export const domainsOf = (mailbox: string): readonly string[] => {
  const domain = mailbox.slice(mailbox.lastIndexOf("@") + 1);
  return domain === GMAIL ? GMAIL_DOMAINS : [domain];
};
