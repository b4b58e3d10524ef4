import type { UploadProgress } from '@/queries/uploadWithProgress';

/**
 * Each file's percent from the request's progress: the files are the body's last parts, in order,
 * so the bytes sent past the multipart overhead (form fields, part headers) fill them one after another.
 */
export function filePercents(sizes: number[], progress: UploadProgress | null): number[] | null {
  if (!progress) return null;
  const filesTotal = sizes.reduce((sum, size) => sum + size, 0);
  const overhead = Math.max(progress.total - filesTotal, 0);
  const sentOfFiles = Math.max(progress.loaded - overhead, 0);
  let start = 0;
  return sizes.map((size) => {
    const percent = size === 0 ? (sentOfFiles >= start ? 100 : 0) : Math.round((Math.min(Math.max(sentOfFiles - start, 0), size) / size) * 100);
    start += size;
    return percent;
  });
}
