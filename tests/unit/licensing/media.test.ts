import { describe, expect, it } from 'vitest';
import { parseByteRange } from '#server/http/byte-range.rules';
import { mediaSourceOf, resolveMediaFile } from '#server/licensing/media.service';

describe('parseByteRange', () => {
  const size = 1000;

  it('serves the whole file without a header, for another unit, or for several ranges', () => {
    expect(parseByteRange(undefined, size)).toEqual({ type: 'whole' });
    expect(parseByteRange('items=0-5', size)).toEqual({ type: 'whole' });
    expect(parseByteRange('bytes=0-1,5-9', size)).toEqual({ type: 'whole' });
  });

  it('reads closed, open-ended and suffix ranges, clamping to the end', () => {
    expect(parseByteRange('bytes=0-0', size)).toEqual({ type: 'partial', start: 0, end: 0 });
    expect(parseByteRange('bytes=10-19', size)).toEqual({ type: 'partial', start: 10, end: 19 });
    expect(parseByteRange('bytes=990-', size)).toEqual({ type: 'partial', start: 990, end: 999 });
    expect(parseByteRange('bytes=990-5000', size)).toEqual({ type: 'partial', start: 990, end: 999 });
    expect(parseByteRange('bytes=-10', size)).toEqual({ type: 'partial', start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', size)).toEqual({ type: 'partial', start: 0, end: 999 });
    expect(parseByteRange('BYTES= 5 - 9 ', size)).toEqual({ type: 'partial', start: 5, end: 9 });
  });

  it('refuses what it cannot satisfy or read', () => {
    for (const header of ['bytes=1000-', 'bytes=1000-1001', 'bytes=9-5', 'bytes=-0', 'bytes=-', 'bytes=a-b', 'bytes=1-2-3', 'bytes=99999999999999999999-']) {
      expect(parseByteRange(header, size), header).toEqual({ type: 'unsatisfiable' });
    }
    expect(parseByteRange('bytes=0-', 0)).toEqual({ type: 'unsatisfiable' });
  });
});

describe('resolveMediaFile', () => {
  it('finds stored paths inside private media storage', () => {
    expect(resolveMediaFile('videos/k-program.mp4')).toEqual({
      key: 'private/media/videos/k-program.mp4',
      mime: 'video/mp4',
      extension: 'mp4',
    });
    expect(resolveMediaFile('guides/k_program-es.pdf')?.mime).toBe('application/pdf');
  });

  it('refuses anything that could leave it or is not a media file', () => {
    for (const stored of ['../secrets.pdf', 'videos/../../x.mp4', '/etc/passwd.pdf', 'videos/.hidden.mp4', 'videos/run.sh', 'Videos/K.mp4', '', null, undefined]) {
      expect(resolveMediaFile(stored), String(stored)).toBeNull();
    }
  });

  it('tells external https addresses from stored files', () => {
    expect(mediaSourceOf('https://player.example.org/v/123.mp4')).toEqual({ type: 'external', url: 'https://player.example.org/v/123.mp4' });
    expect(mediaSourceOf('http://insecure.example.org/v.mp4')).toBeNull();
    expect(mediaSourceOf('javascript:alert(1)')).toBeNull();
    expect(mediaSourceOf('videos/a.mp4')).toMatchObject({ type: 'file' });
  });
});
