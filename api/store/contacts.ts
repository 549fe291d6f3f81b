/** The contacts table: messages sent from the contact forms. */
import type { Db } from "./db";

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
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
          first_name: contact.firstName,
          last_name: contact.lastName,
          email: contact.email,
          phone_number: contact.phoneNumber,
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
          "first_name as firstName",
          "last_name as lastName",
          "email",
          "phone_number as phoneNumber",
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
