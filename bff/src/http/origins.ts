/**
 * The one Origin rule of every browser-facing door (GraphQL over HTTP through CORS, and the WebSockets of
 * /graphql and /voice/ws): the page's own origin, or one listed in ALLOWED_ORIGINS. `null` (sandboxed
 * frames, files) and other ports or hosts are foreign. A request without Origin is not from a page
 * another site controls (scripts, same-origin GETs), so it passes: cookies alone do not make it a CSRF.
 */
export function originAllowed(
  origin: string | null | undefined,
  host: string | null | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
