import { expect, test } from 'vitest';
import { keyPaths, translationKeysSource } from './key-paths';
import { loadStrings, resources } from './resources';
import checkedIn from './translation-keys.ts?raw';

test('translation-keys.ts names every English key and no other (else: node --import tsx scripts/translation-keys.ts)', async () => {
  await loadStrings('en');
  expect(checkedIn).toBe(translationKeysSource(keyPaths(resources.en!)));
});
