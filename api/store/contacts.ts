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
