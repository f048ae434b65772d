// The platform emulator's vocabulary (tests/fakes/ltiPlatform.ts): claim names, roles, what a launch says.
export const claim = (name: string) => `https://purl.imsglobal.org/spec/lti/claim/${name}`;
export const dlClaim = (name: string) => `https://purl.imsglobal.org/spec/lti-dl/claim/${name}`;
export const roleUri = {
  Instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  Learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  Administrator: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
} as const;

/** Who launches what: the platform turns it into the id_token's claims. */
export interface LaunchSpec {
  type: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  sub: string;
  name?: string;
  email?: string;
  role: keyof typeof roleUri;
  context?: { id: string; title: string };
  resourceLinkId?: string;
  custom?: Record<string, string>;
  /** The AGS line item of the link (resource-link launches). */
  lineitem?: string;
  /** Claims to change (a value of undefined removes the claim): bad launches. */
  tamper?: Record<string, unknown>;
  /** Sign with a key the platform does not publish. */
  foreignKey?: boolean;
  /** Seconds to move iat and exp by (negative: an old token). */
  shiftSeconds?: number;
}

export interface Member {
  user_id: string;
  name: string;
  email?: string;
  roles: (keyof typeof roleUri)[];
  status?: 'Active' | 'Inactive' | 'Deleted';
}

export interface FakeLtiPlatformOptions {
  clientId: string;
  deploymentId: string;
  /** The tool's JWKS URL, for the client assertions (set once the tool runs). */
  toolJwksUrl: string;
  /** The tool's OIDC login initiation URL, for the course pages a browser opens (/course). */
  toolLoginUrl: string;
  /** Redirect URIs the tool registered: an auth request naming another is refused. */
  redirectUris: string[];
  /** The next N score posts answer 500. */
  failScores: number;
  members: Member[];
  /** Registration token Dynamic Registration expects. */
  registrationToken: string;
}

export interface ReceivedScore {
  lineitem: string;
  contentType: string | undefined;
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the score as received
  body: any;
}
