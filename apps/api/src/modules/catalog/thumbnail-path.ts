// Where an uploaded service thumbnail is found: its media path is `thumbnails/<storage key>.<extension>`, resolved
// under the config's `uploadsBaseUrl` (/media/thumbnails/...). Other modules that copy a service's thumbnail (a
// submission keeps it as it was) read the storage key back with `storedNameOfThumbnail`.

/** `<uuid>.<ext>` of an uploaded thumbnail. */
export const THUMBNAIL_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|jpeg|png|webp)$/;

export const thumbnailPath = (storedName: string, extension: string) => `thumbnails/${storedName}.${extension}`;

/** The storage key a thumbnail's media path names, or undefined for any other path (shipped media, URLs). */
export function storedNameOfThumbnail(path: string): string | undefined {
  return path.startsWith('thumbnails/') ? THUMBNAIL_FILE.exec(path.slice('thumbnails/'.length))?.[1] : undefined;
}
