// Types of merkle.mjs (plain JavaScript, so the standalone verifier needs Node alone).
export declare const leafHash: (data: string | Buffer) => Buffer;
export declare const nodeHash: (left: Buffer, right: Buffer) => Buffer;
export declare function canonicalJson(value: unknown): string;
export declare function rootOf(leaves: readonly Buffer[]): Buffer;
export declare function appendToFrontier(frontier: readonly Buffer[], size: number, leaf: Buffer): Buffer[];
export declare function frontierRoot(frontier: readonly Buffer[]): Buffer;
export declare function inclusionPath(m: number, leaves: readonly Buffer[]): Buffer[];
export declare function consistencyProof(m: number, leaves: readonly Buffer[]): Buffer[];
export declare function verifyInclusion(index: number, size: number, leaf: Buffer, path: readonly Buffer[], root: Buffer): boolean;
export declare function verifyConsistency(size1: number, size2: number, root1: Buffer, root2: Buffer, proof: readonly Buffer[]): boolean;
