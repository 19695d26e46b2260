/**
 * How a screen gives the editor a way to store an image (the forum's upload, when it comes): the function
 * sends the file and answers the stored image's public path (`/uploads/<folder>/<name>.webp`, the only images
 * rich content keeps). A refusal the user can act on rejects with ImageRefused; any other failure shows
 * the editor's "could not upload" message.
 */
export type UploadImage = (file: File) => Promise<string>;

export type ImageRefusal = "editor.errors.imageInvalid" | "editor.errors.imageTooLarge";

/** The server refused the file: not an accepted image by its content, or too large. */
export class ImageRefused extends Error {
  readonly key: ImageRefusal;
  constructor(key: ImageRefusal) {
    super(key);
    this.name = "ImageRefused";
    this.key = key;
  }
}
