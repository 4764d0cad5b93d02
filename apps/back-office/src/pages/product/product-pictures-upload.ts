import { ShopApiError } from '@shop/client';
import { operations, type ProductPicture } from '@shop/contracts';

/**
 * Sends one picture to uploadProductImage (or another picture upload: uploadCategoryImage),
 * telling how much of it has gone (0 to 1). Through
 * XMLHttpRequest, the browser's one way to report an upload's progress (fetch reports none); a
 * refusal arrives as the client's ShopApiError, so the page words it like any other.
 */
export function uploadPicture(
  file: Blob,
  onProgress: (share: number) => void,
  { method, path }: { method: string; path: string } = operations.uploadProductImage,
): Promise<ProductPicture> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as ProductPicture);
      const error = (request.response as { error?: Record<string, unknown> } | null)?.error;
      reject(
        new ShopApiError(
          request.status,
          typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
          typeof error?.message === 'string' ? error.message : `Request failed with status ${request.status}`,
          error?.details,
          typeof error?.problem === 'string'
            ? { name: error.problem, values: (error.values as Record<string, string | number>) ?? {} }
            : undefined,
        ),
      );
    };
    // As the client does on a network failure: a TypeError, which the page words as one.
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.send(file);
  });
}
