import type {
  DeleteObjectCommand,
  GetObjectCommand,
  GetObjectCommandOutput,
  HeadBucketCommand,
  PutObjectCommand,
  S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3Config } from '@/server/platform/config';
import { assertStorageKey, type Storage } from './storage';

/** Keys are never reused (a new upload gets a new uuid), so a browser or CDN may keep a file forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The one S3Client method the driver uses; tests hand in a recorder instead of a real client. */
export type S3Sender = {
  send(command: PutObjectCommand | DeleteObjectCommand | GetObjectCommand | HeadBucketCommand): Promise<unknown>;
};

/**
 * The SDK is loaded on the first call to the bucket, not with the server: its modules cost a start
 * about 100 ms (bench/start.ts), and most installations keep media on local disk.
 */
const loadSdk = () => import('@aws-sdk/client-s3');

/** Objects in any S3-compatible bucket (AWS, MinIO, R2, Ceph …), read by browsers from `publicUrl`. */
export class S3Storage implements Storage {
  private client: S3Sender | undefined;
  private readonly baseUrl: string;

  constructor(
    private readonly s3: S3Config,
    client?: S3Sender,
  ) {
    this.client = client;
    this.baseUrl = s3.publicUrl.replace(/\/+$/, '');
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { PutObjectCommand } = await loadSdk();
    // No ACL: buckets with ACLs disabled refuse one; public reading is the bucket policy's job (README).
    await (await this.sender()).send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertStorageKey(key);
    const { GetObjectCommand } = await loadSdk();
    try {
      const output = (await (await this.sender()).send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: key }),
      )) as GetObjectCommandOutput;
      return output.Body ? Buffer.from(await output.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  // S3 answers 204 for a missing key too, so deleting twice is harmless.
  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { DeleteObjectCommand } = await loadSdk();
    await (await this.sender()).send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return `${this.baseUrl}/${key}`;
  }

  /** The bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    const { HeadBucketCommand } = await loadSdk();
    await (await this.sender()).send(new HeadBucketCommand({ Bucket: this.s3.bucket }));
  }

  /** The client given, or one made on first use. */
  private async sender(): Promise<S3Sender> {
    if (!this.client) {
      const { S3Client } = await loadSdk();
      this.client ??= new S3Client(s3ClientConfig(this.s3));
    }
    return this.client;
  }
}

/** Client settings from the configuration; without keys the SDK's default credential chain applies. */
export function s3ClientConfig(s3: S3Config): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // Since SDK 3.729 every upload carries a CRC checksum header that several S3-compatible services
    // reject; checksums only when an operation requires them keeps those services working.
    ...(s3.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  };
}
