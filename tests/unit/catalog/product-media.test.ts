import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImageSourcesOf } from '#server/catalog/product-image-sources.rules';
import { servedProductImageOf } from '#server/catalog/product-images.service';
import { StoredFileTooLarge, type FileStorage } from '#server/shared/file-storage';
import { localFileStorage } from '#server/shared/local-file-storage';

// docs/decisions/111 and 114: the <picture> sources of an uploaded picture, the picture route's names, and the
// storage module's keys and limits.

describe('productImageSourcesOf', () => {
  const id = '0b6d3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

  it('offers AVIF, WebP and the fallback at every width for an uploaded picture', () => {
    expect(productImageSourcesOf(`/product-images/${id}/960.jpg`)).toEqual([
      { type: 'image/avif', srcSet: `/product-images/${id}/240.avif 240w, /product-images/${id}/480.avif 480w, /product-images/${id}/960.avif 960w` },
      { type: 'image/webp', srcSet: `/product-images/${id}/240.webp 240w, /product-images/${id}/480.webp 480w, /product-images/${id}/960.webp 960w` },
      { type: 'image/jpeg', srcSet: `/product-images/${id}/240.jpg 240w, /product-images/${id}/480.jpg 480w, /product-images/${id}/960.jpg 960w` },
    ]);
    expect(productImageSourcesOf(`/product-images/${id}/960.png`)?.[2].type).toBe('image/png');
  });

  it('leaves every other address alone (the seed SVGs, external pictures, nothing)', () => {
    expect(productImageSourcesOf('/images/products/placeholder.svg')).toBeNull();
    expect(productImageSourcesOf(`https://example.com/product-images/${id}/960.jpg`)).toBeNull();
    expect(productImageSourcesOf(null)).toBeNull();
  });
});

describe('servedProductImageOf', () => {
  const id = '0b6d3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
  it('names only the nine files a picture has', () => {
    expect(servedProductImageOf(id, '480.webp')).toEqual({ key: `public/product-images/${id}/480.webp`, contentType: 'image/webp' });
    expect(servedProductImageOf(id, '500.webp')).toBeNull();
    expect(servedProductImageOf(id, '480.svg')).toBeNull();
    expect(servedProductImageOf('..', '480.webp')).toBeNull();
    expect(servedProductImageOf(id, '../480.webp')).toBeNull();
  });
});

describe('localFileStorage', () => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
    storage = localFileStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses keys that climb out or hide', async () => {
    await expect(storage.putBytes('../escape.txt', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.putBytes('a/.hidden', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.putBytes('/etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
  });

  it('never overwrites with putBytes, cuts a stream at its limit and joins parts in order', async () => {
    await storage.putBytes('x/one.part', Buffer.from('abc'));
    await expect(storage.putBytes('x/one.part', Buffer.from('zzz'))).rejects.toThrow();
    await expect(storage.putStream('x/big.part', Readable.from([Buffer.alloc(10)]), 5)).rejects.toBeInstanceOf(StoredFileTooLarge);
    expect(await storage.info('x/big.part')).toBeNull();
    await storage.putStream('x/two.part', Readable.from([Buffer.from('de')]), 5);
    expect(await storage.concatenate('joined.bin', ['x/one.part', 'x/two.part'])).toEqual({ size: 5 });
    expect(Buffer.from(await storage.readHead('joined.bin', 100)).toString()).toBe('abcde');
    await storage.remove('x/');
    expect(await storage.list('x/')).toEqual([]);
  });
});
