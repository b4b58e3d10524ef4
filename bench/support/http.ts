import http from 'node:http';
import type { BenchServer } from './server';

// What the HTTP benchmarks share: calling the API while setting up, the wire size of an answer,
// and the median of a leg's rounds.

/** A JSON API caller for one server: throws with the answer on anything but 2xx. */
export function apiOf(server: BenchServer) {
  return async (method: string, target: string, token?: string, body?: unknown): Promise<unknown> => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await fetch(`http://127.0.0.1:${server.port}${target}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json: unknown = await answer.json().catch(() => undefined);
    if (!answer.ok) throw new Error(`${method} ${target}: ${answer.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** The bytes one answer puts on the wire, and its content-encoding. */
export async function answerSize(url: string, headers: Record<string, string>): Promise<string> {
  // fetch decompresses and hides the length; node:http shows the wire.
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve(`${size} ${response.headers['content-encoding'] ?? 'identity'}`));
      })
      .on('error', reject);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
