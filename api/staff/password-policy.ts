/**
 * Which passwords are refused besides the length rule (issue 22 §3.6; NIST SP 800-63B §3.1.1.2: check
 * new passwords against lists of commonly used or compromised values, repetitive or sequential
 * characters and context-specific words, and impose no composition rules):
 *
 * - one containing the account's email name (the part before "@", or a piece of it between dots,
 *   dashes, pluses or underscores; either of 3 or more characters);
 * - one that zxcvbn-ts, with the common-password list of @zxcvbn-ts/language-common (~49,000 leaked
 *   passwords) and its keyboard layouts, guesses in fewer than 10^8 tries: a listed password, a
 *   repeat (`aaaaaaaaaaaa`), a sequence (`123456789012`, `abcdefghijkl`), a keyboard walk, or a list
 *   entry with a few characters added. Passphrases of unrelated words pass easily.
 *
 * The estimator (and its dictionary, a few MB) is built on first use, not at start.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** zxcvbn's "safely unguessable" line (its score 3): 10^8 guesses. */
const MIN_GUESSES_LOG10 = 8;

let estimator: ZxcvbnFactory | null = null;
const zxcvbn = (): ZxcvbnFactory =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { "passwords-common": dictionary["passwords-common"] }, graphs: adjacencyGraphs }));

/** The email's name and its longer pieces, lower-cased: what a password must not contain. */
export function emailNames(email: string | undefined): string[] {
  const local = (email ?? "").trim().toLowerCase().split("@")[0] ?? "";
  if (!local) return [];
  // Names of one or two letters ("hr@") would refuse passwords by chance.
  return [...new Set([local, ...local.split(/[._+-]+/)])].filter((part) => part.length >= 3);
}

const REASONS: Record<string, string> = {
  dictionary: "it is on a list of common passwords that attackers try first",
  repeat: "it repeats a character or a pattern",
  sequence: "it follows a sequence such as 12345 or abcde",
  spatial: "it follows a row or pattern of keys on the keyboard",
  date: "it is mostly a date",
};

/** Why zxcvbn guesses it quickly: what its longest matched part is. */
function reason(result: ZxcvbnResult): string {
  const longest = [...result.sequence].sort((a, b) => b.token.length - a.token.length)[0];
  return REASONS[longest?.pattern ?? ""] ?? "it is too easy to guess";
}

/**
 * The problem with a password of acceptable length for the account `email`, or null. The message
 * says why and what works instead.
 */
export function weakPasswordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  const name = emailNames(email).find((part) => lower.includes(part));
  if (name) return `Choose a password that does not contain your email name ("${name}"): it is the first thing an attacker tries`;
  const result = zxcvbn().check(password.slice(0, 256), emailNames(email));
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  return `Choose another password: ${reason(result)}. A few unrelated words make a strong one that is easy to remember`;
}
