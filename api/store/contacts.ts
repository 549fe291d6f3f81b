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
    insert: async (contact: ContactInput): Promise<number> => {
      const row = await db
        .insertInto("contacts")
        .values({
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
