/** A domain error with its own status and message, answered as it is (http.ts: errorResponse). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
