import { decodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError } from '../upstream/errors.js';

/**
 * The REST id a page's route names: the record id the routes carry (`/view-marks/19`,
 * docs/api.md#identifiers-and-routes), or a Relay global ID of the right type (links made before routes took
 * record ids). Anything else is a record that does not exist, with the page's own not-found text (never
 * "Invalid global ID").
 */
export function recordIdOf(value: string, typename: string, notFound: string): string {
  if (/^[1-9]\d{0,9}$/.test(value)) return value;
  try {
    const decoded = decodeGlobalID(value);
    if (decoded.typename === typename && /^[1-9]\d{0,9}$/.test(decoded.id)) return decoded.id;
  } catch {
    // Not a global ID either.
  }
  throw new NotFoundError(notFound);
}
