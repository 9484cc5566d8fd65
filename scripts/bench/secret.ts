/** The webhook secret of the bench's servers: as long as the server demands (32 characters), and known to the bench only. */
export const BENCH_SECRET = 'bench-webhook-secret-32-characters';
