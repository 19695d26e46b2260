import { expect, test } from "vitest";
import { MAX_PAGE } from "../../../common/constants.ts";
import { pageParam } from "./Pagination.tsx";

const pageOf = (search: string) => pageParam(new URL(`http://x.test/noticias${search}`));

test("a list's page number is a whole number from 1 to MAX_PAGE, else page 1", () => {
  expect(pageOf("")).toBe(1);
  expect(pageOf("?page=3")).toBe(3);
  expect(pageOf(`?page=${MAX_PAGE}`)).toBe(MAX_PAGE);
  // The API refuses a page beyond MAX_PAGE: the page would answer 500 instead of a list.
  expect(pageOf(`?page=${MAX_PAGE + 1}`)).toBe(1);
  for (const raw of ["0", "-2", "2.5", "abc", "99999999"]) expect(pageOf(`?page=${raw}`), raw).toBe(1);
});
