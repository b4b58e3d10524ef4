import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { S3Config } from '@/server/platform/config';
import { IMMUTABLE_CACHE_CONTROL, s3ClientConfig, S3Storage, type S3Sender } from './s3';
import { InvalidStorageKeyError } from './storage';

const minio: S3Config = {
  bucket: 'ngo-media',
  region: 'us-east-1',
  endpoint: 'http://minio.local:9000',
  accessKeyId: 'minio-user',
  secretAccessKey: 'minio-secret',
  publicUrl: 'https://media.example.org/ngo-media/',
  forcePathStyle: true,
};
const aws: S3Config = {
  bucket: 'ngo-media',
  region: 'eu-central-1',
  publicUrl: 'https://ngo-media.s3.eu-central-1.amazonaws.com',
  forcePathStyle: false,
};

describe('S3Storage', () => {
  it('puts an object with its content type and an immutable cache header', async () => {
    const s3 = recordingSender();
    const bytes = Buffer.from('jpeg bytes');

    await new S3Storage(minio, s3).put('images/2026/11/abc-large.jpg', bytes, 'image/jpeg');

    expect(s3.sent).toHaveLength(1);
    expect(s3.sent[0]).toBeInstanceOf(PutObjectCommand);
    expect(s3.sent[0]!.input).toEqual({
      Bucket: 'ngo-media',
      Key: 'images/2026/11/abc-large.jpg',
      Body: bytes,
      ContentType: 'image/jpeg',
      ContentLength: bytes.length,
      CacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('deletes an object by key', async () => {
    const s3 = recordingSender();

    await new S3Storage(minio, s3).delete('images/2026/11/abc-thumb.jpg');

    expect(s3.sent[0]).toBeInstanceOf(DeleteObjectCommand);
    expect(s3.sent[0]!.input).toEqual({ Bucket: 'ngo-media', Key: 'images/2026/11/abc-thumb.jpg' });
  });

  it('reads an object back, and a missing one as undefined', async () => {
    const found = recordingSender(async () => ({ Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3]) } }));
    const missing = recordingSender(async () => {
      throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
    });

    expect(await new S3Storage(minio, found).get('a.png')).toEqual(Buffer.from([1, 2, 3]));
    expect(found.sent[0]).toBeInstanceOf(GetObjectCommand);
    expect(await new S3Storage(minio, missing).get('a.png')).toBeUndefined();
  });

  it('answers the public base URL joined with the key', () => {
    expect(new S3Storage(minio, recordingSender()).publicUrl('images/a.jpg')).toBe(
      'https://media.example.org/ngo-media/images/a.jpg',
    );
    expect(new S3Storage(aws, recordingSender()).publicUrl('images/a.jpg')).toBe(
      'https://ngo-media.s3.eu-central-1.amazonaws.com/images/a.jpg',
    );
  });

  it('refuses unsafe keys without calling S3', async () => {
    const s3 = recordingSender();
    const storage = new S3Storage(minio, s3);

    await expect(storage.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete('/x.jpg')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.publicUrl('a/../../x.jpg')).toThrow(InvalidStorageKeyError);
    expect(s3.sent).toEqual([]);
  });
});

describe('s3ClientConfig', () => {
  it('points a MinIO-style service at its endpoint with path-style addressing and the given keys', () => {
    expect(s3ClientConfig(minio)).toEqual({
      region: 'us-east-1',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio-user', secretAccessKey: 'minio-secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });

  it('leaves AWS to its default endpoint, checksums and credential chain', () => {
    expect(s3ClientConfig(aws)).toEqual({
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('sends a path-style PUT to the MinIO endpoint without checksum headers (no network)', async () => {
    const requests: { method: string; hostname: string; port?: number; path: string; headers: Record<string, string> }[] = [];
    const client = new S3Client({
      ...s3ClientConfig(minio),
      maxAttempts: 1,
      requestHandler: {
        handle: async (request: (typeof requests)[number]) => {
          requests.push(request);
          return { response: { statusCode: 200, headers: {}, body: Readable.from([]) } };
        },
      },
    });

    await new S3Storage(minio, client).put('images/2026/11/abc-large.jpg', Buffer.from('jpeg'), 'image/jpeg');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({
      method: 'PUT',
      hostname: 'minio.local',
      port: 9000,
      path: '/ngo-media/images/2026/11/abc-large.jpg',
    });
    expect(request!.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      'content-length': '4',
    });
    expect(Object.keys(request!.headers).filter((name) => name.includes('checksum'))).toEqual([]);
  });
});

/** Stands in for S3Client: records each command and answers with `answer`. */
function recordingSender(answer: () => Promise<unknown> = async () => ({})) {
  const sent: Parameters<S3Sender['send']>[0][] = [];
  const sender: S3Sender & { sent: typeof sent } = {
    sent,
    async send(command) {
      sent.push(command);
      return answer();
    },
  };
  return sender;
}
