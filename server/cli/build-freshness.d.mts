// Types of build-freshness.mjs, plain JavaScript so that `npm start` runs it without tsx.
export declare const SERVER_OUT_DIR: string;
export declare const MIGRATIONS_DIR: string;
export type BuildTarget = { name: string; output: string; inputs: string[] };
export declare function buildTargets(root: string): BuildTarget[];
export declare function staleBuildReason(root: string): string | undefined;
export declare function staleTargets(root: string): Array<{ name: string; reason: string }>;
export declare function migrationsIdentity(migrationsDir: string): string;
export declare function pgliteTemplateFile(root: string): string;
