import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { UserRow } from '../users/users.table.js';
import { signWithToolKey } from './lti.keys.js';
import { claim, DEEP_LINKING_SETTINGS, type Launch, LtiRefusal } from './lti.launch.js';
import { type PickerCase, pickerPage } from './lti.pages.js';
import { lti } from './lti.repository.js';

const PICKER_SECONDS = 3600;
export const SCORE_MAXIMUM = 100;

interface PickerState {
  returnUrl: string;
  data?: string;
  deploymentId: string;
}

/** An instructor's Deep Linking launch: the picker, with a one-time ticket that carries the platform's settings. */
export async function startDeepLinking(db: Db, launch: Launch, user: UserRow): Promise<string> {
  if (!user.is_admin && !user.is_super_admin)
    throw new LtiRefusal(
      403,
      'deep linking by a learner',
      'Only teachers can add Anamnesis patient cases to a course.',
      launch.platform.issuer,
    );
  const settings = launch.claims[DEEP_LINKING_SETTINGS] as { deep_link_return_url: string; data?: unknown };
  const ticket = randomBytes(32).toString('base64url');
  const state: PickerState = {
    returnUrl: settings.deep_link_return_url,
    deploymentId: launch.deploymentId,
    ...(typeof settings.data === 'string' ? { data: settings.data } : {}),
  };
  await lti.insertState(db, {
    state: ticket,
    kind: 'deep_link',
    platform_id: launch.platform.id,
    user_id: user.id,
    target: JSON.stringify(state),
    expires_at: new Date(Date.now() + PICKER_SECONDS * 1000),
  });
  return pickerPage(ticket, await pickerCases(db));
}

async function pickerCases(db: Db): Promise<PickerCase[]> {
  const rows = await db
    .selectFrom('patients')
    .leftJoin('patient_symptoms', 'patient_symptoms.patient_id', 'patients.id')
    .select(['patients.id', 'patients.name', 'patients.answer'])
    .select((eb) => eb.fn.count<number>('patient_symptoms.symptom_id').as('symptoms'))
    .groupBy(['patients.id', 'patients.name', 'patients.answer'])
    .orderBy('patients.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, diagnosis: r.answer, symptoms: Number(r.symptoms) }));
}

export interface PickerChoice {
  ticket?: string;
  patientId?: string;
  markable?: string;
  visitNote?: string;
  holdForReview?: string;
}

/**
 * The instructor's choice: a signed LtiDeepLinkingResponse holding one ltiResourceLink with its line item
 * (docs/lti.md#deep-linking), and where to post it.
 */
export async function finishDeepLinking(db: Db, secret: string, choice: PickerChoice, toolUrl: string) {
  const stored = choice.ticket ? await lti.state(db, choice.ticket, 'deep_link') : undefined;
  if (!stored?.target || !stored.platform_id || stored.used_at || stored.expires_at.getTime() <= Date.now())
    throw new LtiRefusal(
      400,
      'deep linking ticket unknown, used or expired',
      'This list of cases has expired or was already used. Open “Add activity” from your course again.',
    );
  const platform = await lti.platform(db, stored.platform_id);
  if (!platform) throw new LtiRefusal(400, 'platform gone', 'This course platform is no longer registered.');
  const patientId = Number(choice.patientId);
  const patient = Number.isInteger(patientId)
    ? await db.selectFrom('patients').select(['id', 'name']).where('id', '=', patientId).executeTakeFirst()
    : undefined;
  if (!patient)
    throw new LtiRefusal(
      400,
      'no such patient case',
      'Choose one of the listed patient cases.',
      platform.issuer,
    );
  if (!(await lti.consumeState(db, stored.state, 'deep_link')))
    throw new LtiRefusal(
      400,
      'deep linking ticket replayed',
      'This list of cases was already used. Open “Add activity” from your course again.',
      platform.issuer,
    );
  const settings = JSON.parse(stored.target) as PickerState;
  const link = await db
    .insertInto('lti_deep_links')
    .values({
      platform_id: platform.id,
      patient_id: patient.id,
      is_markable: choice.markable === 'true',
      is_note_allow: choice.visitNote === 'true',
      hold_for_review: choice.holdForReview === 'true',
      created_by: stored.user_id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const title = `Interview: ${patient.name}`;
  const jwt = await signWithToolKey(db, secret, {
    iss: platform.client_id,
    aud: platform.issuer,
    nonce: randomBytes(16).toString('base64url'),
    [claim('message_type')]: 'LtiDeepLinkingResponse',
    [claim('version')]: '1.3.0',
    [claim('deployment_id')]: settings.deploymentId,
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
      {
        type: 'ltiResourceLink',
        title,
        url: `${toolUrl}/lti/launch`,
        lineItem: {
          scoreMaximum: SCORE_MAXIMUM,
          label: title,
          resourceId: `anamnesis-link-${link.id}`,
          tag: 'anamnesis',
        },
        custom: { anamnesis_link: String(link.id), anamnesis_case: patient.name },
      },
    ],
    ...(settings.data !== undefined
      ? { 'https://purl.imsglobal.org/spec/lti-dl/claim/data': settings.data }
      : {}),
  });
  await lti.touchPlatform(db, platform.id);
  return { returnUrl: settings.returnUrl, jwt };
}
