import { readCookie } from '#js/lib/cookies';
import { jsonCall, JsonCallError } from '#js/lib/http';

// A video sent in chunks (docs/decisions/112): start (or resume) an upload, PUT every chunk the server does not
// have yet with XMLHttpRequest (the only browser API that reports upload progress), report bytes sent.

export interface UploadView {
  upload_id: string;
  chunk_bytes: number;
  chunk_count: number;
  size_bytes: number;
  received: number[];
}

const resumeKeyOf = (productId: number, asset: string, file: File) => `media-upload:${productId}:${asset}:${file.name}:${file.size}:${file.lastModified}`;

function putChunk(url: string, body: Blob, onProgress: (sent: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = readCookie('XSRF-TOKEN');
    if (token) request.setRequestHeader('X-XSRF-TOKEN', token);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = 'The upload stopped. Please try again.';
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
      } catch {
        // keep the general message
      }
      reject(new JsonCallError(message, request.status));
    };
    request.onerror = () => reject(new JsonCallError('The connection broke. Choose the same file again to resume.', 0));
    signal.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}

/** Sends `file` and returns the finished upload's id; resumes an earlier attempt of the same file. */
export async function uploadInChunks(options: {
  productId: number;
  asset: string;
  file: File;
  startUrl: string;
  uploadUrl: (uploadId: string) => string;
  chunkUrl: (uploadId: string, index: number) => string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}): Promise<string> {
  const { file } = options;
  const resumeKey = resumeKeyOf(options.productId, options.asset, file);
  let upload: UploadView | null = null;
  const earlier = window.localStorage.getItem(resumeKey);
  if (earlier) {
    upload = await jsonCall<{ upload: UploadView }>('GET', options.uploadUrl(earlier)).then((answer) => answer.upload, () => null);
  }
  if (!upload) {
    upload = (await jsonCall<{ upload: UploadView }>('POST', options.startUrl, { asset: options.asset, file_name: file.name, size_bytes: file.size })).upload;
    window.localStorage.setItem(resumeKey, upload.upload_id);
  }
  const received = new Set(upload.received);
  const sizeOf = (index: number) => Math.min(upload.chunk_bytes, file.size - index * upload.chunk_bytes);
  let done = [...received].reduce((sum, index) => sum + sizeOf(index), 0);
  options.onProgress(done / file.size);
  for (let index = 0; index < upload.chunk_count; index += 1) {
    if (received.has(index)) continue;
    const start = index * upload.chunk_bytes;
    await putChunk(options.chunkUrl(upload.upload_id, index), file.slice(start, start + sizeOf(index)), (sent) => options.onProgress((done + sent) / file.size), options.signal);
    done += sizeOf(index);
    options.onProgress(done / file.size);
  }
  window.localStorage.removeItem(resumeKey);
  return upload.upload_id;
}
