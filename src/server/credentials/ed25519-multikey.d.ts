/** The part of @digitalbazaar/ed25519-multikey the site uses (the package ships no types). */
declare module '@digitalbazaar/ed25519-multikey' {
  export interface MultikeyExport {
    readonly '@context'?: string;
    readonly id: string;
    readonly type: 'Multikey';
    readonly controller: string;
    readonly publicKeyMultibase: string;
    readonly secretKeyMultibase?: string;
  }
  export interface Ed25519KeyPair {
    readonly id: string;
    readonly controller: string;
    readonly publicKeyMultibase: string;
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<MultikeyExport>;
    signer(): { sign(options: { data: Uint8Array }): Promise<Uint8Array>; readonly id: string; readonly algorithm: string };
    verifier(): {
      verify(options: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
      readonly id: string;
      readonly algorithm: string;
    };
  }
  export function generate(options: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function from(key: MultikeyExport): Promise<Ed25519KeyPair>;
}
