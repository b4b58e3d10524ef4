import { fuzzEveryOperation } from '@/server/test/fuzzEveryOperation';

// Issue 12's fuzz of every OpenAPI operation (server/test/fuzzEveryOperation.ts), part 1 of 2.
fuzzEveryOperation(0, 2);
