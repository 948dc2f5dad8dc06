/** Types of build-server.mjs, for the TypeScript that calls it (the benches). */
export declare const serverDist: string;
export declare const serverBundle: string;
export declare const serverSources: string[];
export declare function serverBundleStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function newestMtime(target: string): number;
