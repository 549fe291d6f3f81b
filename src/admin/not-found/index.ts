/** The Not found screen (issue 30): react-admin's resource `not-found`, a list only. */
import { NotFoundList } from "./NotFoundList";

export { NotFoundList };
export { removeNotFoundPath } from "./api";
export const notFoundScreen = { list: NotFoundList };
