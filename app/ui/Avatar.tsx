import { VOLUNTEER_INITIALS_LENGTH } from '@/contract/limits';
import './primitives.css';

interface AvatarProps {
  /** The person's name, for the initials; null when unknown. */
  name: string | null;
  /** Their picture; without one the initials show. */
  image: string | null;
}

/**
 * A person's picture, or their initials (SPEC §2, §9: two letters) in a circle. Decorative: the
 * name is written beside it, so screen readers skip it.
 */
export function Avatar({ name, image }: AvatarProps) {
  if (image) return <img className="avatar" src={image} alt="" loading="lazy" />;
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {name ? initialsOf(name) : '?'}
    </span>
  );
}

/**
 * SPEC §9 initials: the first letters of the first two words ("Žan Kovač" → "ŽK"), or the first two
 * letters of a one-word name; letters only, so quotes and commas never count; upper case.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).map((word) => Array.from(word).filter((char) => /\p{L}/u.test(char)));
  const lettered = words.filter((letters) => letters.length > 0);
  const initials =
    lettered.length >= VOLUNTEER_INITIALS_LENGTH
      ? lettered.slice(0, VOLUNTEER_INITIALS_LENGTH).map((letters) => letters[0])
      : (lettered[0] ?? []).slice(0, VOLUNTEER_INITIALS_LENGTH);
  return initials.join('').toLocaleUpperCase();
}
