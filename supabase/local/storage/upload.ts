// Reading an upload body the two ways storage-js sends it: multipart/form-data (a Blob/File:
// the file part plus a `cacheControl` field) or the raw bytes with their content-type.
import type { IncomingMessage } from 'node:http';
import { invalidRequest } from './errors.ts';

export interface UploadBody {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
}

const DEFAULT_MIME = 'application/octet-stream';

export async function parseUpload(req: IncomingMessage, body: Buffer): Promise<UploadBody> {
  const contentType = String(req.headers['content-type'] ?? '');
  if (/^multipart\/form-data/i.test(contentType)) {
    let form: FormData;
    try {
      // undici's multipart parser (the WHATWG Request API built into Node) — no extra dependency.
      form = await new Request('http://storage.local/upload', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body) as Uint8Array<ArrayBuffer>,
      }).formData();
    } catch {
      throw invalidRequest('The multipart body could not be parsed');
    }
    let file: File | null = null;
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw invalidRequest('No content provided');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type || DEFAULT_MIME,
      cacheControl: typeof cacheControl === 'string' && cacheControl ? `max-age=${cacheControl}` : 'no-cache',
    };
  }
  const cacheHeader = req.headers['cache-control'];
  return {
    bytes: body,
    mimetype: contentType || DEFAULT_MIME,
    cacheControl: typeof cacheHeader === 'string' && cacheHeader ? cacheHeader : 'no-cache',
  };
}
