/** The contacts table: messages sent from the contact forms. */
import type { Person } from "../../shared/wire";
import type { Db } from "./db";
import { PERSON_COLUMNS, personValues } from "./person";

export interface ContactInput extends Person {
  message: string;
}

export interface ContactRow extends ContactInput {
  id: number;
  createdAt: string;
}

export function contactsTable(db: Db) {
  return {
    /** `noticeVersion`: the privacy notice the visitor saw (issue 25); null when the form did not say. */
    insert: async (contact: ContactInput, noticeVersion?: string | null): Promise<number> => {
      const row = await db
        .insertInto("contacts")
        .values({
          notice_version: noticeVersion ?? null,
          ...personValues(contact),
          message: contact.message,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /**
     * Several messages in one statement (the contact form's group commit, issue 28 §6); their ids in
     * the order given. A multi-row insert numbers its rows as it inserts them, in order (SQLite's
     * rowid and PostgreSQL's serial both count up), while RETURNING's order is not promised: so sorted.
     */
    insertMany: async (contacts: { contact: ContactInput; noticeVersion: string | null }[]): Promise<number[]> => {
      if (!contacts.length) return [];
      const rows = await db
        .insertInto("contacts")
        .values(
          contacts.map(({ contact, noticeVersion }) => ({
            notice_version: noticeVersion,
            ...personValues(contact),
            message: contact.message,
          })),
        )
        .returning("id")
        .execute();
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },
    list: (): Promise<ContactRow[]> =>
      db
        .selectFrom("contacts")
        .select([
          "id",
          ...PERSON_COLUMNS,
          "message",
          "created_at as createdAt",
        ])
        .where("erased_at", "is", null)
        .orderBy("id")
        .execute(),
    count: () => countRows(db, "contacts"),
  };
}

type TableName = Parameters<Db["selectFrom"]>[0] & string;

/** Rows in a table, as a number on both engines. */
export async function countRows(db: Db, table: TableName): Promise<number> {
  const row = await db
    .selectFrom(table as "contacts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
