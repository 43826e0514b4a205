/**
 * Inspection photos are resized in the browser before upload (docs/inspections.md §5):
 * a phone's 12-megapixel photo is 3–5 MB, the same picture at 1600 px on its longest
 * side is about 200–400 KB — quick on a workshop's mobile data, sharp enough to show a
 * worn pad to a customer.
 */
export const MAX_PHOTO_SIDE = 1600;
export const JPEG_QUALITY = 0.82;

/** The size that fits within `max` on the longest side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo as a JPEG of at most MAX_PHOTO_SIDE px. A file the browser cannot decode
 * (or a browser without canvas) goes as it is: the server checks the bytes and refuses
 * what is not an image, so the rule lives in one place.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', JPEG_QUALITY));
}
