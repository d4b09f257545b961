// Portraits: an uploaded JPEG, PNG or WebP (at most 2 MB) becomes a small square WebP stored in the
// row as base64 (the spec's portraitData/portraitMimeType), small enough to travel in the bundle.
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { badRequest, HttpError } from '../../lib/http-error.js';

export const PORTRAIT_MAX_BYTES = 2 * 1024 * 1024;
/** Shown at about 48 CSS pixels: 160 px stays sharp on a 3x phone screen and weighs a few KB. */
export const PORTRAIT_SIZE = 160;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface Portrait {
  data: string;
  mimeType: string;
  fileName: string;
}

const UNREADABLE_UPLOAD = 'The upload could not be read: send the portrait as multipart/form-data with a "file" field.';

/** A body the multipart parser cannot read (cut short, no boundary, broken headers) is the sender's fault: 400, not 500 (issue 34). */
function uploadError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'The portrait is larger than 2 MB.');
  return badRequest(UNREADABLE_UPLOAD);
}

/** The first file of a multipart request, with a parse failure answered as 400. */
export async function readUpload(next: () => Promise<MultipartFile | undefined>): Promise<MultipartFile | undefined> {
  try {
    return await next();
  } catch (error) {
    throw uploadError(error);
  }
}

export async function readPortrait(file: MultipartFile | undefined): Promise<Portrait> {
  if (!file) throw badRequest('Choose an image file to upload (field "file").');
  if (!ACCEPTED_TYPES.has(file.mimetype)) {
    file.file.resume();
    throw badRequest('The portrait must be a JPEG, PNG or WebP image.');
  }
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  if (buffer.length === 0) throw badRequest('The file is empty: choose a JPEG, PNG or WebP image.');
  // The declared type is the browser's guess; the bytes decide.
  const format = await sharp(buffer)
    .metadata()
    .then(
      (m) => m.format,
      () => undefined,
    );
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('The file is not a readable JPEG, PNG or WebP image.');
  // A file whose header reads but whose pixels are cut short (a truncated PNG) fails only here.
  const resized = await sharp(buffer)
    .rotate()
    .resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 78 })
    .toBuffer()
    .catch(() => {
      throw badRequest('The file is not a readable JPEG, PNG or WebP image.');
    });
  return { data: resized.toString('base64'), mimeType: 'image/webp', fileName: file.filename.slice(0, 200) };
}
