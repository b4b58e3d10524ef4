import { notFound } from '@tanstack/react-router';

/**
 * `params` of #/ngos/$ngoId: '42' → 42 (a positive whole number, as eventIdFromParam reads an
 * event's), anything else is the route's not-found state before anything loads. Without zod: a
 * route's params are in the entry chunk the sign-in page loads (bench/bundle-size.ts).
 */
export const ngoIdParams = {
  parse: ({ ngoId }: { ngoId: string }): { ngoId: number } => {
    const id = /^[1-9]\d{0,15}$/.test(ngoId) ? Number(ngoId) : null;
    if (id === null || !Number.isSafeInteger(id)) throw notFound();
    return { ngoId: id };
  },
  stringify: ({ ngoId }: { ngoId: number }) => ({ ngoId: String(ngoId) }),
};
