import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

/** active: may launch; pending: registered by Dynamic Registration, awaiting a super admin; disabled. */
export type PlatformStatus = 'active' | 'pending' | 'disabled';

export interface LtiPlatformsTable {
  id: Generated<number>;
  name: string;
  issuer: string;
  client_id: string;
  /** The platform's OIDC authorization endpoint, where /lti/login sends the browser. */
  auth_url: string;
  /** The platform's OAuth 2 token endpoint (client credentials with a signed JWT assertion). */
  token_url: string;
  jwks_url: string;
  status: PlatformStatus;
  origin: 'manual' | 'dynamic';
  created_at: ColumnType<Date, never, never>;
  last_used_at: Date | null;
}

export interface LtiDeploymentsTable {
  platform_id: number;
  deployment_id: string;
}

export interface LtiToolKeysTable {
  kid: string;
  public_jwk: JSONColumnType<Record<string, unknown>, string, string>;
  /** The private JWK sealed with SECRET_KEY (lib/secretBox). */
  private_sealed: string;
  private_iv: string;
  created_at: ColumnType<Date, never, never>;
  /** Set when a newer key took over signing; the key stays published a while (docs/lti.md#keys). */
  retired_at: Date | null;
}

export interface LtiStatesTable {
  state: string;
  /**
   * login: an OIDC login in flight; ticket: a launch's session to hand over (in a new window when the
   * frame's cookies are blocked); deep_link: an instructor's picker, with the platform's settings in target.
   */
  kind: 'login' | 'ticket' | 'deep_link';
  nonce: string | null;
  platform_id: number | null;
  user_id: number | null;
  target: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export interface LtiUserLinksTable {
  platform_id: number;
  sub: string;
  user_id: number;
}

export interface LtiContextsTable {
  id: Generated<number>;
  platform_id: number;
  context_id: string;
  title: string;
  memberships_url: string | null;
  instructor_id: number | null;
  room_id: number | null;
}

export interface LtiDeepLinksTable {
  id: Generated<number>;
  platform_id: number;
  patient_id: number;
  is_markable: boolean;
  is_note_allow: boolean;
  /** Automatic marks wait for the instructor (docs/marking.md's held marks). */
  hold_for_review: Generated<boolean>;
  created_by: number | null;
  created_at: ColumnType<Date, never, never>;
}

export interface LtiResourceLinksTable {
  id: Generated<number>;
  platform_id: number;
  resource_link_id: string;
  deep_link_id: number;
  lineitem_url: string | null;
  /** The tool's public URL as the platform reached it: score comments link to the results there. */
  tool_url: string;
}

export interface LtiAssignmentsTable {
  assignment_id: number;
  resource_link_id: number;
  sub: string;
}

export interface LtiScore {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  comment: string;
  timestamp: string;
  activityProgress: 'Completed';
  gradingProgress: 'PendingManual' | 'FullyGraded';
}

export interface LtiScoreOutboxTable {
  id: Generated<number>;
  platform_id: number;
  assignment_id: number | null;
  lineitem_url: string;
  score: JSONColumnType<LtiScore, string, string>;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: ColumnType<Date, never, never>;
  sent_at: Date | null;
}

export interface LtiFrameOriginsTable {
  platform_id: number;
  /** `scheme://host[:port]` of a page the platform showed Anamnesis in. */
  origin: string;
}

export type LtiPlatformRow = Selectable<LtiPlatformsTable>;
export type LtiOutboxRow = Selectable<LtiScoreOutboxTable>;

export interface LtiTables {
  lti_platforms: LtiPlatformsTable;
  lti_deployments: LtiDeploymentsTable;
  lti_tool_keys: LtiToolKeysTable;
  lti_states: LtiStatesTable;
  lti_user_links: LtiUserLinksTable;
  lti_contexts: LtiContextsTable;
  lti_deep_links: LtiDeepLinksTable;
  lti_resource_links: LtiResourceLinksTable;
  lti_assignments: LtiAssignmentsTable;
  lti_score_outbox: LtiScoreOutboxTable;
  lti_frame_origins: LtiFrameOriginsTable;
}
