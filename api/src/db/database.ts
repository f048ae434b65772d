import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ApiKeysTable, ModelsTable } from '../apiKeys/apiKeys.table.js';
import type { AssignmentAttemptsTable, AssignmentsTable } from '../assignments/assignments.table.js';
import type { LtiTables } from '../lti/lti.table.js';
import type { PartnerTokensTable } from '../partnerTokens/partnerTokens.table.js';
import type { PatientSymptomsTable, PatientsTable } from '../patients/patients.table.js';
import type { ResetRequestsTable } from '../requests/requests.table.js';
import type { RoomStudentsTable, RoomsTable } from '../rooms/rooms.table.js';
import type { SchoolSettingsTable } from '../settings/settings.table.js';
import type { SymptomsTable } from '../symptoms/symptoms.table.js';
import type { UsersTable } from '../users/users.table.js';
import { PGliteWorker, PGliteWorkerDialect } from './pgliteWorker.js';

export interface Database extends LtiTables {
  users: UsersTable;
  symptoms: SymptomsTable;
  patients: PatientsTable;
  patient_symptoms: PatientSymptomsTable;
  rooms: RoomsTable;
  room_students: RoomStudentsTable;
  assignments: AssignmentsTable;
  assignment_attempts: AssignmentAttemptsTable;
  reset_requests: ResetRequestsTable;
  api_keys: ApiKeysTable;
  models: ModelsTable;
  school_settings: SchoolSettingsTable;
  partner_tokens: PartnerTokensTable;
}

export type Db = Kysely<Database>;

// int8 (count(*)) comes back as a string from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * A real PostgreSQL server when `databaseUrl` is given, embedded PGlite in `dataDir` otherwise (`memory`:
 * nothing on disk).
 */
export function createDb(opts: { databaseUrl?: string; dataDir: string }): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
    });
    // A server restart kills connections, idle or checked out: without these listeners the 'error'
    // event would crash the process. The pool drops broken clients and reconnects on next use.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let pgdata: string | undefined; // in memory
  if (opts.dataDir !== 'memory') {
    mkdirSync(opts.dataDir, { recursive: true });
    pgdata = `${opts.dataDir}/pgdata`;
  }
  // In a worker thread of its own, off the thread that serves the requests
  // (docs/decisions.md#the-embedded-database).
  return new Kysely<Database>({ dialect: new PGliteWorkerDialect(new PGliteWorker(pgdata)) });
}
