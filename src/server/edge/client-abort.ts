/**
 * A request its client gave up on (closed the connection mid-upload, or was cut off by
 * the request timeout): reading its body fails with Node's 'aborted' error
 * (ECONNRESET). That is the client's doing, not the server's, so it is logged as a
 * client error (a warning with a 4xx status) without a stack, and nothing is answered
 * that anyone could read.
 */
export function isClientAbort(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'ECONNRESET';
}

/** The status the log gives an aborted request. */
export const CLIENT_ABORT_STATUS = 400;
