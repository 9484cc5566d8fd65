/** A field of a Directus collection, as its API creates one. */
export interface FieldSpec {
  readonly field: string;
  readonly type: 'integer' | 'string' | 'text' | 'boolean' | 'date' | 'time' | 'decimal' | 'json' | 'uuid' | 'timestamp' | 'alias';
  readonly meta?: Record<string, unknown>;
  readonly schema?: Record<string, unknown> | null;
}
