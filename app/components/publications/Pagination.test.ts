import { expect, test } from "vitest";
import { MAX_PAGE } from "../../../common/constants.ts";
import { pageParam } from "./Pagination.tsx";

const pageOf = (search: string) => pageParam(new URL(`http://x.test/noticias${search}`));

test("a list's page number is a whole number from 1 (else 1), at most MAX_PAGE", () => {
  expect(pageOf("")).toBe(1);
  expect(pageOf("?page=3")).toBe(3);
  expect(pageOf(`?page=${MAX_PAGE}`)).toBe(MAX_PAGE);
  // The API refuses a page beyond MAX_PAGE (the list would answer 500); MAX_PAGE is past the end, a 404.
  expect(pageOf(`?page=${MAX_PAGE + 1}`)).toBe(MAX_PAGE);
  expect(pageOf(`?page=${"9".repeat(400)}`)).toBe(MAX_PAGE);
  for (const raw of ["0", "-2", "2.5", "abc", "1e3", "+3"]) expect(pageOf(`?page=${raw}`), raw).toBe(1);
});
