import { ImageRefused, type ImageRefusal, type UploadImage } from "../editor/upload.ts";
import { graphql, sourceOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

const UploadForumImage = graphql(
  `mutation UploadForumImage($image: File!) {
    uploadForumImage(image: $image) { __typename ... on MutationUploadForumImageSuccess { data } ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

const REFUSALS: readonly string[] = ["editor.errors.imageInvalid", "editor.errors.imageTooLarge"] satisfies ImageRefusal[];

/**
 * The forum editor's image upload: a GraphQL multipart request from the browser to /graphql (the session's
 * cookie goes with it; Yoga's CSRF header marks it as the page's own). The server judges the bytes, stores
 * the image as WebP and answers its /uploads/forum/… path; its refusals come back as ImageRefused.
 */
export const uploadForumImage: UploadImage = async (file) => {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: sourceOf(UploadForumImage), variables: { image: null } }));
  form.set("map", JSON.stringify({ 0: ["variables.image"] }));
  form.set("0", file, file.name);
  const response = await fetch("/graphql", {
    method: "POST",
    body: form,
    headers: { "x-graphql-yoga-csrf": "forum-image" },
    credentials: "same-origin",
  });
  const body = (await response.json()) as {
    data?: { uploadForumImage?: { __typename: string; data?: string; fields?: { field: string; message: string }[] } } | null;
  };
  const answer = body.data?.uploadForumImage;
  if (answer?.__typename.endsWith("Success") && answer.data) return answer.data;
  const refusal = answer?.fields?.find((f) => f.field === "image")?.message;
  if (refusal && REFUSALS.includes(refusal)) throw new ImageRefused(refusal as ImageRefusal);
  throw new Error("upload failed");
};
