/** The visitor's own columns, shared by the three lead tables (contacts, applications, downloads). */
import type { Person } from "../../shared/wire";

/** The person's columns as the API names them, for a select. */
export const PERSON_COLUMNS = ["first_name as firstName", "last_name as lastName", "email", "phone_number as phoneNumber"] as const;

/** The person's fields as columns, for an insert. */
export const personValues = (person: Person) => ({
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.email,
  phone_number: person.phoneNumber,
});
