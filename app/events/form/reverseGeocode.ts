import { z } from 'zod';

// SPEC §7 "Other external calls": the maps service's reverse geocoding, called straight from the
// browser (an outside service, so not through the API client and without its token).

/** The parts of a Nominatim-style answer the address is built from (SPEC §7). */
const geocodingAnswerSchema = z.object({
  display_name: z.string().optional(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      postcode: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});
export type GeocodingAnswer = z.infer<typeof geocodingAnswerSchema>;

/**
 * SPEC §7: the address from house number, road, city/town/village, postcode and country
 * ('Road 12, 3000 City, Country'), falling back to display_name when it names neither a road nor a
 * place. Null when the answer holds no address at all.
 */
export function addressOf(answer: GeocodingAnswer): string | null {
  const parts = answer.address ?? {};
  const street = [parts.road, parts.house_number].filter(Boolean).join(' ');
  const place = parts.city ?? parts.town ?? parts.village;
  if (parts.road || place) {
    const locality = [parts.postcode, place].filter(Boolean).join(' ');
    return [street, locality, parts.country].filter(Boolean).join(', ');
  }
  return answer.display_name?.trim() || null;
}

/**
 * SPEC §7: GET {geocodingUrl}?format=json&lat&lon&zoom=18&addressdetails=1, asking for the names in
 * the reader's language. Rejects when the service fails or knows no address there.
 */
export async function reverseGeocode(
  geocodingUrl: string,
  coordinates: { latitude: number; longitude: number },
  language: string,
  signal?: AbortSignal,
): Promise<string> {
  const url = new URL(geocodingUrl);
  // set(), not a new query string: a deployment's URL may carry its own parameters (an API key).
  url.searchParams.set('format', 'json');
  url.searchParams.set('lat', String(coordinates.latitude));
  url.searchParams.set('lon', String(coordinates.longitude));
  url.searchParams.set('zoom', '18');
  url.searchParams.set('addressdetails', '1');
  const answer = await fetch(url, { headers: { 'Accept-Language': language }, signal });
  if (!answer.ok) throw new Error(`Reverse geocoding answered ${answer.status}`);
  const address = addressOf(geocodingAnswerSchema.parse(await answer.json()));
  if (!address) throw new Error('Reverse geocoding found no address for these coordinates');
  return address;
}
