import { data } from "react-router";

/** Placeholder until this resource is built (issue 5). */
export function loader() {
  throw data(null, { status: 404 });
}
