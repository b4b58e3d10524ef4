/**
 * Uploads (issue 13): a 4 MB camera-like JPEG uploaded as an event's main image through the real
 * server, against sharp alone making the same two sizes from the same bytes in this process.
 *
 *   node --import tsx bench/upload.ts [--root /work/baseline] [--encoders]
 *
 * The photo is made here, the same on every run: 4000 x 3000 pixels of gradients, waves and noise
 * (a fixed-seed generator) saved at JPEG quality 92, about 4 MB, the size of a phone photo.
 * The server is `npm start` in --root (this checkout unless given) on a fresh temporary DATA_DIR,
 * over real HTTP: an NGO registers, the administrator (ADMIN_EMAIL at start) approves it, and the
 * NGO posts the photo to POST /api/event/main-image/upload as multipart, timed from the first byte
 * sent to the 201. The yardstick is sharp in this process doing what any program must do with
 * that file: two pipelines from the bytes, run together, each turning the image upright and
 * resizing it to one size (400 square thumbnail cropped by attention, 1600 inside) with the
 * pipeline's own JPEG settings (JPEG_SETTINGS of server/platform/images.ts; before issue 13,
 * mozjpeg at quality 82). One warm-up of each, then they alternate three times; the figure is the
 * ratio of the medians, upload ÷ sharp alone, which must be at most 1.5.
 *
 * --encoders prints instead the JPEG settings table that chose JPEG_SETTINGS: the bytes of each
 * size and the time to make both (wall clock and CPU of all threads), median of three, from the same photo.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp, { type JpegOptions } from 'sharp';
import { npmStart } from './npm-start';
import { median } from './support/http';

const TARGET = 1.5;
const ROUNDS = 3;
const { values: options } = parseArgs({
  options: { root: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) }, encoders: { type: 'boolean', default: false } },
});
const root = path.resolve(options.root);

const photo = await cameraPhoto();
const jpeg = await jpegSettingsOf(root);
if (options.encoders) {
  await encoderTable();
  process.exit(0);
}
console.log(`photo: ${photo.length} bytes, 4000 x 3000 JPEG; server: npm start in ${root}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, JPEG ${JSON.stringify(jpeg)}`);


const workDir = mkdtempSync(path.join(tmpdir(), 'ngo-upload-bench-'));
const admin = { email: 'upload-admin@example.org', password: 'upload-password-1' };
const server = await npmStart(root, { DATA_DIR: workDir, DATABASE_URL: '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
let failed: boolean | undefined;
try {
  await server.healthy;
  const token = await ngoToken();
  await upload(token); // warm-up: sharp's first pipeline, the JIT, the storage folders
  await sharpAlone();
  const uploads: number[] = [];
  const alone: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    alone.push(await timed(sharpAlone));
    uploads.push(await timed(() => upload(token)));
  }
  const ratio = median(uploads) / median(alone);
  failed = ratio > TARGET;
  console.log(`  ${'measure'.padEnd(34)} ${'runs (ms)'.padEnd(22)} median`);
  console.log(`  ${'sharp alone, both sizes'.padEnd(34)} ${alone.map(ms).join(' ').padEnd(22)} ${ms(median(alone))}`);
  console.log(`  ${'upload through the server'.padEnd(34)} ${uploads.map(ms).join(' ').padEnd(22)} ${ms(median(uploads))}`);
  console.log(`upload ÷ sharp alone: ${ratio.toFixed(2)} (target ≤ ${TARGET})${failed ? '   <-- MISSED' : ''}`);
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** The pipeline's JPEG settings; a checkout from before issue 13 has none exported and used these. */
async function jpegSettingsOf(checkout: string): Promise<JpegOptions> {
  const images = (await import(path.join(checkout, 'server/platform/images.ts'))) as { JPEG_SETTINGS?: JpegOptions };
  return images.JPEG_SETTINGS ?? { quality: 82, mozjpeg: true };
}

async function sharpAlone(settings = jpeg): Promise<[Buffer, Buffer]> {
  return Promise.all([
    sharp(photo)
      .autoOrient()
      .resize({ width: 400, height: 400, fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true })
      .jpeg(settings)
      .toBuffer(),
    sharp(photo).autoOrient().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).jpeg(settings).toBuffer(),
  ]);
}

async function upload(token: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'camera.jpg');
  const response = await fetch(`http://127.0.0.1:${server.port}/api/event/main-image/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** An approved NGO's access token, obtained through the API as a browser would. */
async function ngoToken(): Promise<string> {
  const ngo = {
    organization_name: 'Upload Bench NGO',
    website: 'https://upload-bench.example.org',
    registration_number: 'SI-4242',
    contact_person_first_name: 'Ana',
    contact_person_last_name: 'Novak',
    contact_person_email: 'upload-ngo@example.org',
    contact_person_phone: '+386 40 123 456',
    password: 'volunteer-123',
    confirm_password: 'volunteer-123',
    operating_countries: 'Slovenia',
    organization_offerings: ['VOLUNTEERING'],
  };
  await call('POST', '/api/ngo/register/', undefined, ngo);
  const { access: adminToken } = (await call('POST', '/api/super-admin/login/', undefined, admin)) as { access: string };
  const pending = (await call('GET', '/api/super-admin/ngos/?status=pending', adminToken)) as Array<{ id: number }>;
  for (const { id } of pending) await call('POST', `/api/super-admin/ngos/${id}/approve/`, adminToken);
  const { access } = (await call('POST', '/api/ngo/login/', undefined, { email: ngo.contact_person_email, password: ngo.password })) as { access: string };
  return access;
}

async function call(method: string, target: string, token?: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${server.port}${target}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json: unknown = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${target}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The JPEG settings considered for the pipeline: bytes of each size and time for both. */
async function encoderTable(): Promise<void> {
  const candidates: Array<[string, JpegOptions]> = [
    ['mozjpeg q82 (before issue 13)', { quality: 82, mozjpeg: true }],
    ['mozjpeg q82 without progressive scans', { quality: 82, trellisQuantisation: true, overshootDeringing: true, quantisationTable: 3 }],
    ['tables 3, no trellis, q82', { quality: 82, quantisationTable: 3 }],
    ['tables 3, no trellis, q78', { quality: 78, quantisationTable: 3 }],
    ['tables 3, no trellis, q82 progressive', { quality: 82, quantisationTable: 3, progressive: true }],
    ['libjpeg-turbo defaults q82', { quality: 82 }],
    ['libjpeg-turbo defaults q70', { quality: 70 }],
    ['libjpeg-turbo q82 progressive', { quality: 82, progressive: true }],
    ['libjpeg-turbo q82 4:4:4', { quality: 82, chromaSubsampling: '4:4:4' }],
  ];
  await sharpAlone(); // warm-up
  console.log(`photo: ${photo.length} bytes, 4000 x 3000; both sizes made together as in sharp alone; sharp.concurrency() ${sharp.concurrency()}`);
  console.log(`  ${'JPEG settings'.padEnd(46)} ${'thumbnail B'.padStart(11)} ${'large B'.padStart(9)} ${'wall ms'.padStart(8)} ${'CPU ms'.padStart(7)} ${'large PSNR dB'.padStart(14)}`);
  const reference = await sharp(photo).resize({ width: 1600, height: 1600, fit: 'inside' }).raw().toBuffer();
  for (const [name, settings] of candidates) {
    const runs: number[] = [];
    const cpu: number[] = [];
    let sizes: [Buffer, Buffer] | undefined;
    for (let run = 0; run < ROUNDS; run += 1) {
      const before = process.cpuUsage();
      runs.push(await timed(async () => void (sizes = await sharpAlone(settings))));
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    const [thumbnail, large] = sizes!;
    console.log(`  ${name.padEnd(46)} ${String(thumbnail.length).padStart(11)} ${String(large.length).padStart(9)} ${ms(median(runs)).padStart(8)} ${ms(median(cpu)).padStart(7)} ${(await psnr(large, reference)).toFixed(2).padStart(14)}`);
  }
}

/** Peak signal-to-noise ratio of an encoded large image against the unencoded resize (higher: closer). */
async function psnr(encoded: Buffer, reference: Buffer): Promise<number> {
  const decoded = await sharp(encoded).raw().toBuffer();
  let squares = 0;
  for (let i = 0; i < reference.length; i += 1) squares += (decoded[i]! - reference[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (squares / reference.length));
}

/** Deterministic camera-like pixels: colour gradients, soft waves and fine noise, JPEG quality 92. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 0x9e3779b9;
  const noise = () => {
    // xorshift32: the same sequence on every run and machine
    seed ^= seed << 13;
    seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return (seed / 4294967296 - 0.5) * 26;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const wave = 40 * Math.sin(x / 170 + Math.sin(y / 230) * 2) + 25 * Math.cos((x + y) / 90);
      const grain = noise();
      pixels[i] = clamp(60 + (x / width) * 120 + wave + grain);
      pixels[i + 1] = clamp(90 + (y / height) * 100 - wave / 2 + grain);
      pixels[i + 2] = clamp(150 - (x / width) * 60 + wave / 3 + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function ms(value: number): string {
  return value.toFixed(0);
}
