import { useSyncExternalStore } from 'react';
import {
  DEFAULT_ADMIN_NAME,
  SESSION_KEYS,
  type AdminLoginResponse,
  type NgoLoginResponse,
  type SessionKey,
  type VolunteerLoginResponse,
} from '@/contract/signIn';

/** Who is signed in, as SPEC §3 keeps it locally. */
export type Session =
  | { user_type: 'ngo'; access_token: string; refresh_token: string; user_id: number; ngo_id: number; ngo_name: string }
  | { user_type: 'super_admin'; access_token: string; refresh_token: string; user_id: number; admin_email: string; admin_name: string }
  | { user_type: 'volunteer'; access_token: string; refresh_token: string; user_id: number };

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: Session | null } | undefined;

/** The stored session, or null when signed out (SPEC §6: authenticated means an access token is held). */
export function readSession(): Session | null {
  const raw = SESSION_KEYS.map((key) => read(key) ?? '').join('\u0000');
  if (cached?.raw === raw) return cached.session; // useSyncExternalStore needs a stable snapshot
  cached = { raw, session: parseSession() };
  return cached.session;
}

export function sessionFromNgoLogin(answer: NgoLoginResponse): Session {
  return {
    user_type: 'ngo',
    access_token: answer.access,
    refresh_token: answer.refresh,
    user_id: answer.user_id,
    ngo_id: answer.ngo_id,
    ngo_name: answer.ngo_name,
  };
}

export function sessionFromAdminLogin(answer: AdminLoginResponse): Session {
  return {
    user_type: 'super_admin',
    access_token: answer.access,
    refresh_token: answer.refresh,
    user_id: answer.user_id,
    admin_email: answer.email,
    admin_name: answer.name || DEFAULT_ADMIN_NAME,
  };
}

/** Issue 17: a volunteer signed in at #/volunteer/login; their name comes from GET /api/volunteer/me/. */
export function sessionFromVolunteerLogin(answer: VolunteerLoginResponse): Session {
  return { user_type: 'volunteer', access_token: answer.access, refresh_token: answer.refresh, user_id: answer.user_id };
}

/** Stores a new session under the SPEC §3 keys, replacing whatever was there. */
export function saveSession(session: Session): void {
  for (const key of SESSION_KEYS) remove(key);
  for (const [key, value] of Object.entries(session)) write(key as SessionKey, String(value));
  notify();
}

/** After a refresh: new tokens, same person. */
export function saveTokens(tokens: { access: string; refresh: string }): void {
  write('access_token', tokens.access);
  write('refresh_token', tokens.refresh);
  notify();
}

/** The NGO renamed itself (PATCH /api/portal/profile/update/): the navbar shows the new name at once. */
export function renameSignedInNgo(name: string): void {
  if (read('user_type') !== 'ngo') return;
  write('ngo_name', name);
  notify();
}

/** SPEC §2: logout clears the session. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) remove(key);
  notify();
}

/** Re-renders on sign-in, sign-out and refresh, in this tab and in others (storage event). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, readSession);
}

/** SPEC §2: where a signed-in user belongs; a volunteer's home is their own area (issue 17). */
export function homeOf(session: Session): '/admin/dashboard' | '/dashboard' | '/volunteer' {
  if (session.user_type === 'volunteer') return '/volunteer';
  return session.user_type === 'super_admin' ? '/admin/dashboard' : '/dashboard';
}

function parseSession(): Session | null {
  const access_token = read('access_token');
  const refresh_token = read('refresh_token');
  const user_id = Number(read('user_id'));
  if (!access_token || !refresh_token || !Number.isInteger(user_id)) return null;
  if (read('user_type') === 'super_admin') {
    return {
      user_type: 'super_admin',
      access_token,
      refresh_token,
      user_id,
      admin_email: read('admin_email') ?? '',
      admin_name: read('admin_name') || DEFAULT_ADMIN_NAME,
    };
  }
  if (read('user_type') === 'volunteer') return { user_type: 'volunteer', access_token, refresh_token, user_id };
  const ngo_id = Number(read('ngo_id'));
  if (read('user_type') !== 'ngo' || !Number.isInteger(ngo_id)) return null;
  return { user_type: 'ngo', access_token, refresh_token, user_id, ngo_id, ngo_name: read('ngo_name') ?? '' };
}

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can be blocked (privacy settings): then nobody stays signed in, and nothing throws.
function read(key: SessionKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: SessionKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // blocked storage
  }
}

function remove(key: SessionKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // blocked storage
  }
}
