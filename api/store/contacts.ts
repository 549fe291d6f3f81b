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
  const insert = db.prepare<ContactInput>(
    `INSERT INTO contacts (first_name, last_name, email, phone_number, message)
     VALUES (@firstName, @lastName, @email, @phoneNumber, @message)`,
  );
  const list = db.prepare<[], ContactRow>(
    `SELECT id, first_name AS firstName, last_name AS lastName, email, phone_number AS phoneNumber,
            message, created_at AS createdAt
     FROM contacts ORDER BY id`,
  );
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM contacts");
  return {
    insert: (contact: ContactInput): number => Number(insert.run(contact).lastInsertRowid),
    list: (): ContactRow[] => list.all(),
    count: (): number => count.get()?.n ?? 0,
  };
}
