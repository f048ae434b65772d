import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { LtiSettingsTestQuery } from '../../../__generated__/LtiSettingsTestQuery.graphql';
import { notify } from '../../../components/toaster';
import { setupTestWrapper } from '../../../test/setupTestWrapper';
import { LtiSettings } from './LtiSettings';

vi.mock('../../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const { renderWithRelay } = setupTestWrapper<LtiSettingsTestQuery, { superAdmin: boolean }>({
  Component: ({ data, superAdmin }) => <LtiSettings queryRef={data} superAdmin={superAdmin} />,
  query: graphql`
    query LtiSettingsTestQuery($withLti: Boolean!) @relay_test_operation {
      ...LtiSettings_query
    }
  `,
  variables: { withLti: true },
});

const moodle = {
  id: 'p1',
  name: 'Moodle',
  issuer: 'https://moodle.school.edu',
  clientId: 'abc',
  status: 'PENDING',
  origin: 'DYNAMIC',
  lastUsedAt: null,
};
const canvas = {
  ...moodle,
  id: 'p2',
  name: 'Canvas',
  issuer: 'https://canvas.instructure.com',
  clientId: '1000',
  status: 'ACTIVE',
  origin: 'MANUAL',
  lastUsedAt: '2026-11-26T09:00:00.000Z',
};
const failed = {
  id: 's1',
  databaseId: 1,
  platformName: 'Canvas',
  scoreGiven: 73,
  scoreMaximum: 100,
  status: 'FAILED',
  attempts: 12,
  nextAttemptAt: '2026-11-27T09:00:00.000Z',
  lastError: 'The platform answered 500.',
  sentAt: null,
};
const sent = {
  ...failed,
  id: 's2',
  databaseId: 2,
  status: 'SENT',
  lastError: null,
  sentAt: '2026-11-27T09:00:00.000Z',
};
const cardiology = { id: 'c1', title: 'Cardiology', hasRoster: true, roomDatabaseId: null };

const setup = (superAdmin = true, courses = [cardiology]) =>
  renderWithRelay(
    {
      Query: () => ({
        ltiPlatforms: [moodle, canvas],
        ltiToolKeys: [
          { kid: 'key-new', createdAt: '2026-11-27T09:00:00.000Z', retiredAt: null },
          { kid: 'key-old', createdAt: '2026-11-01T09:00:00.000Z', retiredAt: '2026-11-27T09:00:00.000Z' },
        ],
        ltiScoreOutbox: [failed, sent],
        ltiCourses: courses,
      }),
    },
    { superAdmin },
  );

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LtiSettings', () => {
  it('lists the platforms with status and last use; a pending one is approved', () => {
    const relay = setup();
    expect(screen.getByRole('heading', { name: 'Learning platforms (LTI)' })).toBeTruthy();
    const [first, second] = rowsOf('Learning platforms');
    expect(first?.textContent).toContain('Waiting for approval');
    expect(first?.textContent).toContain('Registered itself');
    expect(first?.textContent).toContain('Never');
    expect(second?.textContent).toContain('https://canvas.instructure.com');
    expect(second?.textContent).toContain('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Approve Moodle' }));
    expect(relay.lastVariables()).toEqual({ input: { id: 'p1', status: 'ACTIVE' } });
    relay.resolveLast({
      updateLtiPlatform: {
        __typename: 'LtiPlatformPayload',
        message: 'Moodle can now launch Anamnesis.',
        platform: { ...moodle, status: 'ACTIVE' },
      },
    });
    expect(notify.success).toHaveBeenCalledWith('Moodle can now launch Anamnesis.');
    expect(rowsOf('Learning platforms')[0]?.textContent).toContain('Active');
    expect(screen.getByRole('button', { name: 'Disable Moodle' })).toBeTruthy();
  });

  it('disables a platform after a confirmation, and turns it on again', () => {
    const relay = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Disable Canvas' }));
    expect(screen.getByText(/can no longer open Anamnesis from its/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(relay.lastVariables()).toEqual({ input: { id: 'p2', status: 'DISABLED' } });
    relay.resolveLast({
      updateLtiPlatform: {
        __typename: 'LtiPlatformPayload',
        message: 'Launches from Canvas are turned off.',
        platform: { ...canvas, status: 'DISABLED' },
      },
    });
    expect(notify.success).toHaveBeenCalledWith('Launches from Canvas are turned off.');
    expect(screen.queryByText(/can no longer open Anamnesis from its/)).toBeNull();
    expect(rowsOf('Learning platforms')[1]?.textContent).toContain('Disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on Canvas' }));
    expect(relay.lastVariables()).toEqual({ input: { id: 'p2', status: 'ACTIVE' } });
  });

  it('registers a platform by hand; the new one joins the table and the form empties', () => {
    const relay = setup();
    fill(/^Name/, 'Brightspace');
    fill(/Issuer/, 'https://d2l.school.edu');
    fill(/Client ID/, 'cid');
    fill(/Deployment IDs/, ' 1, 2 ,');
    fill(/OIDC auth URL/, 'https://d2l.school.edu/auth');
    fill(/Access token URL/, 'https://d2l.school.edu/token');
    fill(/Platform JWKS URL/, 'https://d2l.school.edu/jwks');
    fireEvent.click(screen.getByRole('button', { name: /Register platform/ }));
    expect(relay.lastVariables()).toEqual({
      input: {
        name: 'Brightspace',
        issuer: 'https://d2l.school.edu',
        clientId: 'cid',
        deploymentIds: ['1', '2'],
        authUrl: 'https://d2l.school.edu/auth',
        tokenUrl: 'https://d2l.school.edu/token',
        jwksUrl: 'https://d2l.school.edu/jwks',
      },
    });
    relay.resolveLast({
      registerLtiPlatform: {
        __typename: 'LtiPlatformPayload',
        message: 'Brightspace registered.',
        platform: {
          ...canvas,
          id: 'p3',
          name: 'Brightspace',
          issuer: 'https://d2l.school.edu',
          lastUsedAt: null,
        },
      },
    });
    expect(notify.success).toHaveBeenCalledWith('Brightspace registered.');
    expect(rowsOf('Learning platforms').map((r) => r.querySelector('td')?.textContent)).toEqual([
      'MoodleRegistered itself',
      'Canvas',
      'Brightspace',
    ]);
    expect((screen.getByLabelText(/Issuer/) as HTMLInputElement).value).toBe('');
  });

  it('shows the API’s words under the field they concern', () => {
    const relay = setup();
    fill(/Platform JWKS URL/, 'ftp://x');
    fireEvent.click(screen.getByRole('button', { name: /Register platform/ }));
    relay.resolveLast({
      registerLtiPlatform: {
        __typename: 'ValidationError',
        __isError: 'ValidationError',
        message: 'JWKS URL must be an http(s) URL.',
        field: 'jwksUrl',
      },
    });
    expect(notify.error).toHaveBeenCalledWith('JWKS URL must be an http(s) URL.');
    const field = screen.getByLabelText(/Platform JWKS URL/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('JWKS URL must be an http(s) URL.').length).toBeGreaterThan(0);
    expect(rowsOf('Learning platforms')).toHaveLength(2);
  });

  it('rotates the signing key and lists the keys as they now stand', () => {
    const relay = setup();
    expect(rowsOf('Signing keys')[0]?.textContent).toContain('In use');
    expect(rowsOf('Signing keys')[1]?.textContent).toContain('Retired');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    relay.resolveLast({
      rotateLtiKeys: {
        __typename: 'RotateLtiKeysPayload',
        message: 'A new signing key is in use. The old one stays published for a day.',
        keys: [
          { kid: 'key-newer', createdAt: '2026-11-27T10:00:00.000Z', retiredAt: null },
          { kid: 'key-new', createdAt: '2026-11-27T09:00:00.000Z', retiredAt: '2026-11-27T10:00:00.000Z' },
        ],
      },
    });
    expect(notify.success).toHaveBeenCalledWith(
      'A new signing key is in use. The old one stays published for a day.',
    );
    expect(rowsOf('Signing keys').map((r) => r.querySelector('td')?.textContent)).toEqual([
      'key-newer',
      'key-new',
    ]);
  });

  it('shows the outbox with attempts and errors; a failed mark is sent again', () => {
    const relay = setup();
    const [failedRow, sentRow] = rowsOf('Marks sent to gradebooks');
    expect(failedRow?.textContent).toContain('73 / 100');
    expect(failedRow?.textContent).toContain('Failed');
    expect(failedRow?.textContent).toContain('12');
    expect(failedRow?.textContent).toContain('The platform answered 500.');
    expect(sentRow?.textContent).toContain('Sent');
    expect(screen.queryByRole('button', { name: 'Send score 2 again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send score 1 again' }));
    expect(relay.lastVariables()).toEqual({ id: 's1' });
    relay.resolveLast({
      retryLtiScore: {
        __typename: 'RetryLtiScorePayload',
        message: 'The score will be sent again now.',
        score: { ...failed, status: 'PENDING' },
      },
    });
    expect(notify.success).toHaveBeenCalledWith('The score will be sent again now.');
    expect(rowsOf('Marks sent to gradebooks')[0]?.textContent).toContain('Waiting to send');
  });

  it('imports a course’s roster, and shows the platform’s refusal', () => {
    const relay = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Import roster of Cardiology' }));
    expect(relay.lastVariables()).toEqual({ id: 'c1' });
    relay.resolveLast({
      importLtiRoster: {
        __typename: 'ImportLtiRosterPayload',
        message: '12 students are now in the classroom Cardiology.',
        course: { ...cardiology, roomDatabaseId: 9 },
      },
    });
    expect(notify.success).toHaveBeenCalledWith('12 students are now in the classroom Cardiology.');
    expect(rowsOf('Courses')[0]?.textContent).toContain('Classroom made');
    fireEvent.click(screen.getByRole('button', { name: 'Import roster of Cardiology' }));
    relay.resolveLast({
      importLtiRoster: {
        __typename: 'PlatformError',
        __isError: 'PlatformError',
        message: 'The course platform did not give the roster (it answered 500).',
      },
    });
    expect(notify.error).toHaveBeenCalledWith(
      'The course platform did not give the roster (it answered 500).',
    );
  });

  it('shows a plain admin only their courses, and nothing when they have none', () => {
    setup(false);
    expect(screen.queryByRole('table', { name: 'Learning platforms' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Register platform/ })).toBeNull();
    expect(rowsOf('Courses')).toHaveLength(1);
  });

  it('shows nothing to a plain admin with no course', () => {
    setup(false, []);
    expect(screen.queryByRole('heading', { name: 'Learning platforms (LTI)' })).toBeNull();
  });
});
