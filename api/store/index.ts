/** One handle on the database and its tables. */
import { openDatabase, type Db } from "./db";
import { applicationsTable } from "./applications";
import { blogsTable } from "./blogs";
import { contactsTable } from "./contacts";
import { downloadsTable } from "./downloads";
import { jobsTable } from "./jobs";

export interface Store {
  db: Db;
  contacts: ReturnType<typeof contactsTable>;
  applications: ReturnType<typeof applicationsTable>;
  downloads: ReturnType<typeof downloadsTable>;
  jobs: ReturnType<typeof jobsTable>;
  blogs: ReturnType<typeof blogsTable>;
  close: () => void;
}

export function openStore(file: string): Store {
  const db = openDatabase(file);
  return {
    db,
    contacts: contactsTable(db),
    applications: applicationsTable(db),
    downloads: downloadsTable(db),
    jobs: jobsTable(db),
    blogs: blogsTable(db),
    close: () => db.close(),
  };
}
