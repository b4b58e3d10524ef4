import { afterAll } from 'vitest';
import { cleanUpTestFile } from './app';

// Runs for every test file of the node project, also when files share a worker's modules
// (isolate: false): what a file made is removed when the file is done.
afterAll(cleanUpTestFile);
