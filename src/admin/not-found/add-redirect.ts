/**
 * Adds one redirect to the redirects collection through the content API: read the file with its version,
 * append, save against that version. A save that meets someone else's change (409) is read again and tried
 * once more; a refusal (422) comes back as an Error whose message is the API's own words.
 */
import { contentApi, type Json } from "../content/api";
import { fieldErrorsOf } from "../content/errors";

export interface NewRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

const COLLECTION = "redirects";

async function appendOnce(redirect: NewRedirect): Promise<void> {
  const loaded = await contentApi.load(COLLECTION);
  const list = Array.isArray(loaded.data.redirects) ? (loaded.data.redirects as Json[]) : [];
  await contentApi.save(COLLECTION, { ...loaded.data, redirects: [...list, { ...redirect }] }, loaded.version);
}

export async function addRedirect(redirect: NewRedirect): Promise<void> {
  try {
    try {
      await appendOnce(redirect);
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
      await appendOnce(redirect);
    }
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (fields && fields.length > 0) throw new Error([...new Set(fields.map((field) => field.message))].join(" "));
    throw error;
  }
}
