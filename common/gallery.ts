/**
 * The gallery's shared results (section 5): what both the share form (client-side checks) and the server
 * (the truth) know. Files JPG, PNG, GIF, AVI, MP4 of at most 10 MB; or a YouTube or Vimeo address.
 */
import { UPLOAD_MAX_BYTES } from "./constants.ts";

/** Files one result may carry: each up to 10 MB, so one request stays within GALLERY_MAX_FILES × 10 MB. */
export const GALLERY_MAX_FILES = 4;

/** What the file input accepts (the browser's filter; the server judges by content). */
export const GALLERY_ACCEPT = ".jpg,.jpeg,.png,.gif,.avi,.mp4,image/jpeg,image/png,image/gif,video/mp4,video/x-msvideo";

const EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "avi", "mp4"]);

/** The client's check of a chosen file, by name and size only (the server reads the content). */
export function galleryFileError(file: { name: string; size: number }): "files.tooLarge" | "files.formatInvalid" | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!file.name.includes(".") || !EXTENSIONS.has(extension)) return "files.formatInvalid";
  if (file.size > UPLOAD_MAX_BYTES) return "files.tooLarge";
  return null;
}

export type VideoSite = "youtube" | "vimeo";
export type VideoRef = { site: VideoSite; id: string; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * A YouTube or Vimeo address, read strictly: https://(www.|m.)youtube.com/watch?v=<11 characters>,
 * https://youtu.be/<11 characters>, https://(www.)vimeo.com/<digits>; http is accepted and made https.
 * Answers the video and its canonical address, or null for anything else.
 */
export function parseVideoUrl(input: string): VideoRef | null {
  const text = input.trim();
  if (!text || text.length > 300 || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtube.com" || host === "www.youtube.com" || host === "m.youtube.com") {
    const id = url.searchParams.get("v") ?? "";
    if (url.pathname !== "/watch" || !YOUTUBE_ID.test(id)) return null;
    return { site: "youtube", id, url: `https://www.youtube.com/watch?v=${id}` };
  }
  if (host === "youtu.be") {
    const id = segments[0] ?? "";
    if (segments.length !== 1 || !YOUTUBE_ID.test(id)) return null;
    return { site: "youtube", id, url: `https://www.youtube.com/watch?v=${id}` };
  }
  if (host === "vimeo.com" || host === "www.vimeo.com") {
    const id = segments[0] ?? "";
    if (segments.length !== 1 || !VIMEO_ID.test(id)) return null;
    return { site: "vimeo", id, url: `https://vimeo.com/${id}` };
  }
  return null;
}

/** The player's address in privacy-enhanced mode, loaded only once the viewer presses play. */
export function videoEmbedUrl(video: VideoRef): string {
  return video.site === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?dnt=1&autoplay=1`;
}
