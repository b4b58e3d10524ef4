import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueLoaders, type Catalogue } from './index';
import { SUPPORTED_LANGUAGES, type Language } from './languages';

describe('translation catalogues', () => {
  const resources = {} as Record<Language, { translation: Catalogue }>;
  beforeAll(async () => {
    for (const language of SUPPORTED_LANGUAGES) resources[language] = { translation: await catalogueLoaders[language]() };
  });
  const englishKeys = () => keysOf(resources.en.translation);

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    'the %s catalogue has exactly the keys of the English one',
    (language) => {
      const keys = keysOf(resources[language].translation);
      expect(englishKeys().filter((key) => !keys.includes(key)), 'missing keys').toEqual([]);
      expect(keys.filter((key) => !englishKeys().includes(key)), 'extra keys').toEqual([]);
    },
  );

  it.each(SUPPORTED_LANGUAGES)('the %s catalogue has no empty text', (language) => {
    const empty = keysOf(resources[language].translation).filter(
      (key) => readKey(resources[language].translation, key).trim() === '',
    );
    expect(empty).toEqual([]);
  });
});

/** Dotted paths of every leaf string, e.g. `shell.status.online`. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

function readKey(catalogue: object, key: string): string {
  return String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));
}
