import { describe, expect, it } from 'vitest';
import { ASSIGN_PATIENTS, ASSIGNMENT, assignmentsFixture, MINE } from '../../test/assignmentsFixture.js';

const { patient, gql, gid, row, newStudent, assignRest } = assignmentsFixture();

const DRAFT = `mutation ($input: SaveAssignmentDraftInput!) {
  saveAssignmentDraft(input: $input) {
    __typename
    ... on AssignmentPayload { assignment { id status diagnosisDraft noteDraft diagnosisDraftParts { diagnosis treatments } } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const SAVE = `mutation ($input: SaveConversationInput!) {
  saveConversation(input: $input) {
    __typename
    ... on AssignmentPayload { assignment { id status conversation { text isAI timestamp timings { name ms } } } }
    ... on Error { message code }
  }
}`;
const SUBMIT = `mutation ($input: SubmitAssignmentInput!) {
  submitAssignment(input: $input) {
    __typename
    ... on SubmitAssignmentPayload {
      marked
      assignment { id status findings visitNote markedBy scores { total symptoms } patient { name } student { name } }
    }
    ... on Error { message code }
  }
}`;
const REQUEST = `mutation ($id: ID!) {
  requestReset(assignmentId: $id) {
    __typename
    ... on ResetRequestPayload { request { id status student { name } patient { name } } assignment { id status requestStatus } }
    ... on Error { message code }
  }
}`;
const HANDLE = `mutation ($input: HandleResetRequestInput!) {
  handleResetRequest(input: $input) {
    __typename
    ... on ResetRequestPayload {
      request { status handledAt }
      assignment { status attempt findings conversation { text } scores { total } requestStatus history { attempt status findings scores { total } evidence { grader } } }
    }
    ... on Error { message code }
  }
}`;

describe('the student’s work', () => {
  it('checks the draft dialogs’ rules and composes the diagnosis text', async () => {
    const s = await newStudent('draft');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Emily Clark'));
    const me = { token: s.token };
    const half = await gql(
      DRAFT,
      { input: { assignmentId: id, diagnosis: 'Pneumonia', treatments: '  ' } },
      me,
    );
    expect(half.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please fill out both fields.',
      field: 'treatments',
    });
    const onlyTreatments = await gql(DRAFT, { input: { assignmentId: id, treatments: 'Rest' } }, me);
    expect(onlyTreatments.data.saveAssignmentDraft.message).toBe('Please fill out both fields.');
    const blankNote = await gql(DRAFT, { input: { assignmentId: id, note: ' ' } }, me);
    expect(blankNote.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please fill out field.',
      field: 'note',
    });
    const other = await gql(DRAFT, { input: { assignmentId: id, note: 'Mine now' } }, 'student');
    expect(other.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only edit your own assignments.',
    });
    expect((await row(s.id, patient['Emily Clark'] as number)).diagnosis_draft).toBeNull();
    const ok = await gql(
      DRAFT,
      { input: { assignmentId: id, diagnosis: ' Pneumonia ', treatments: 'Antibiotics' } },
      me,
    );
    expect(ok.data.saveAssignmentDraft.assignment).toMatchObject({
      diagnosisDraft: 'Diagnosis: Pneumonia\nSuggested Treaments: Antibiotics',
      diagnosisDraftParts: { diagnosis: 'Pneumonia', treatments: 'Antibiotics' },
      noteDraft: null,
      status: 'ASSIGNED',
    });
    const note = await gql(
      DRAFT,
      { input: { assignmentId: id, note: 'Febrile, crackles at the right base.' } },
      me,
    );
    expect(note.data.saveAssignmentDraft.assignment).toMatchObject({
      diagnosisDraft: 'Diagnosis: Pneumonia\nSuggested Treaments: Antibiotics',
      noteDraft: 'Febrile, crackles at the right base.',
    });
  });

  it('refuses a diagnosis on an assignment that is not markable', async () => {
    const s = await newStudent('draft');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Emily Clark', 0));
    const r = await gql(
      DRAFT,
      { input: { assignmentId: id, diagnosis: 'X', treatments: 'Y' } },
      { token: s.token },
    );
    expect(r.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ValidationError',
      message: 'This assignment does not accept a diagnosis.',
    });
  });

  it('saves a conversation only for its own student', async () => {
    const s = await newStudent('conv');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Robert Hughes'));
    const messages = [{ text: 'Where is the pain?', isAI: false, timestamp: '2024-05-01T10:00:00.000Z' }];
    // The patient's lines are the server's to write: a forged one is refused and nothing is stored.
    const forged = await gql(
      SAVE,
      {
        input: {
          assignmentId: id,
          messages: [...messages, { text: 'Lower right, and I have a fever.', isAI: true }],
        },
      },
      { token: s.token },
    );
    expect(forged.data.saveConversation).toMatchObject({
      __typename: 'ValidationError',
      message: "Only the student's lines can be saved here; the patient's lines are written by the server.",
    });
    const other = await gql(SAVE, { input: { assignmentId: id, messages } }, 'student');
    expect(other.data.saveConversation.__typename).toBe('ForbiddenError');
    const anon = await gql(SAVE, { input: { assignmentId: id, messages } }, null);
    expect(anon.data.saveConversation.__typename).toBe('AuthenticationError');
    expect((await row(s.id, patient['Robert Hughes'] as number)).conversation_log).toEqual([]);
    const ok = await gql(SAVE, { input: { assignmentId: id, messages } }, { token: s.token });
    expect(ok.data.saveConversation.assignment).toEqual({
      id,
      status: 'INPROGRESS',
      conversation: [
        { text: 'Where is the pain?', isAI: false, timestamp: '2024-05-01T10:00:00.000Z', timings: [] },
      ],
    });
  });

  it('submits without marking when the assignment is not markable, and only once', async () => {
    const s = await newStudent('sub');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Robert Hughes', 0));
    const me = { token: s.token };
    const other = await gql(SUBMIT, { input: { assignmentId: id } }, 'student');
    expect(other.data.submitAssignment.__typename).toBe('ForbiddenError');
    const ok = await gql(SUBMIT, { input: { assignmentId: id } }, me);
    expect(ok.data.submitAssignment).toMatchObject({
      __typename: 'SubmitAssignmentPayload',
      marked: false,
      assignment: {
        status: 'COMPLETED',
        findings: null,
        scores: { total: null },
        patient: { name: 'Robert Hughes' },
      },
    });
    const again = await gql(SUBMIT, { input: { assignmentId: id } }, me);
    expect(again.data.submitAssignment).toMatchObject({
      __typename: 'ConflictError',
      message: 'This assignment has already been submitted.',
    });
  });

  it('lives a whole life: assign, talk, draft, submit and get marked, ask for a reset, start afresh', async () => {
    const s = await newStudent('life');
    const me = { token: s.token };
    const emily = gid('Patient', patient['Emily Clark'] as number);
    const assigned = await gql(
      ASSIGN_PATIENTS,
      { input: { studentId: gid('User', s.id), patientIds: [emily], isMarkable: true, isNoteAllow: true } },
      'teacher',
    );
    const id = assigned.data.assignPatientsToStudent.assignments[0].id as string;

    const dashboard = await gql(MINE, {}, me);
    expect(
      dashboard.data.myAssignments.edges.map((e: { node: { id: string; status: string } }) => e.node),
    ).toMatchObject([{ id, status: 'ASSIGNED', requestStatus: null }]);

    // The student talks to the (built-in) patient: the server writes and signs its lines.
    const opened = await gql(
      `mutation ($input: OpenVoiceSessionInput!) {
        openVoiceSession(input: $input) { ... on VoiceSessionPayload { session { id } } }
      }`,
      { input: { assignmentId: id } },
      me,
    );
    const sessionId = opened.data.openVoiceSession.session.id;
    for (const text of [
      'Hello, what brings you in today?',
      'Have you had a fever?',
      'Are you short of breath, or tired?',
    ])
      await gql(
        `mutation ($input: AskPatientInput!) { askPatient(input: $input) { __typename } }`,
        { input: { sessionId, text } },
        me,
      );
    await gql(
      `mutation ($input: SaveVoiceSessionInput!) { saveVoiceSession(input: $input) { __typename } }`,
      { input: { sessionId } },
      me,
    );

    await gql(
      DRAFT,
      {
        input: {
          assignmentId: id,
          diagnosis: 'Community-acquired pneumonia',
          treatments: 'Chest X-ray, clarithromycin, fluids and rest',
        },
      },
      me,
    );
    await gql(DRAFT, { input: { assignmentId: id, note: 'Fever, cough, dyspnoea on exertion.' } }, me);

    const submit = await gql(SUBMIT, { input: { assignmentId: id } }, me);
    expect(submit.data.submitAssignment).toMatchObject({
      __typename: 'SubmitAssignmentPayload',
      marked: true,
      assignment: {
        id,
        status: 'MARKED',
        findings:
          'Diagnosis: Community-acquired pneumonia\nSuggested Treaments: Chest X-ray, clarithromycin, fluids and rest',
        visitNote: 'Fever, cough, dyspnoea on exertion.',
        patient: { name: 'Emily Clark' },
        student: { name: expect.stringMatching(/^Student life/) },
      },
    });
    const total = submit.data.submitAssignment.assignment.scores.total as number;
    expect(total).toBeGreaterThan(0);

    const marks = await gql(ASSIGNMENT, { id }, me);
    const a = marks.data.assignment;
    expect(a.scores.total).toBe(total);
    expect(a.evidence.diagnosis).toMatchObject({ given: expect.stringMatching(/pneumonia/i), matched: true });
    // The answer key is absent from everything the student reads until the teacher releases it.
    expect(a.evidence.diagnosis.expected).toBe('');
    expect(a.evidence.treatment).toMatchObject({ expected: '', missed: [] });
    expect(a.feedback).not.toMatch(/expected diagnosis \(Community-acquired pneumonia\)|doxycycline/i);
    const RELEASE = `mutation ($id: ID!) { releaseAnswers(assignmentId: $id) {
      __typename ... on AssignmentPayload { assignment { answersReleased } } } }`;
    expect((await gql(RELEASE, { id }, me)).data.releaseAnswers.__typename).toBe('ForbiddenError');
    const released = await gql(RELEASE, { id }, 'teacher');
    expect(released.data.releaseAnswers).toMatchObject({ assignment: { answersReleased: true } });
    const after = await gql(ASSIGNMENT, { id }, me);
    expect(after.data.assignment.evidence.diagnosis.expected).toBe('Community-acquired pneumonia');
    expect(a.evidence.symptoms.find((x: { symptom: string }) => x.symptom === 'Fever')).toMatchObject({
      elicited: true,
      quote: expect.stringMatching(/temperature|fever/),
    });

    const request = await gql(REQUEST, { id }, me);
    expect(request.data.requestReset).toMatchObject({
      __typename: 'ResetRequestPayload',
      request: { status: 'PENDING', patient: { name: 'Emily Clark' } },
      assignment: { id, status: 'MARKED', requestStatus: 'PENDING' },
    });
    const twice = await gql(REQUEST, { id }, me);
    expect(twice.data.requestReset).toMatchObject({
      __typename: 'ConflictError',
      message: 'A reset request is already pending for this assignment.',
    });

    const accept = await gql(HANDLE, { input: { assignmentId: id, action: 'ACCEPT' } }, 'teacher');
    expect(accept.data.handleResetRequest).toMatchObject({
      __typename: 'ResetRequestPayload',
      request: { status: 'ACCEPTED', handledAt: expect.any(String) },
      assignment: {
        status: 'ASSIGNED',
        attempt: 2,
        findings: null,
        conversation: [],
        scores: { total: null },
        requestStatus: 'ACCEPTED',
        history: [
          { attempt: 1, status: 'MARKED', scores: { total }, evidence: { grader: expect.any(String) } },
        ],
      },
    });
    expect(accept.data.handleResetRequest.assignment.history[0].findings).toMatch(/^Diagnosis: Community/);

    const fresh = await gql(MINE, {}, me);
    expect(fresh.data.myAssignments.edges[0].node).toMatchObject({
      id,
      status: 'ASSIGNED',
      diagnosisDraft: null,
      noteDraft: null,
      conversation: [],
      requestStatus: 'ACCEPTED',
    });
  });
});

describe('nothing of the key before release (docs/marking.md#the-answer-key)', () => {
  const MARKS = `query ($id: ID!) { assignment(id: $id) {
    feedback scores { total }
    evidence { withheld counts { questionsAsked questions symptomsElicited symptoms treatmentItemsCovered treatmentItems }
      mandatoryQuestions { question asked quote } symptoms { symptom elicited quote }
      diagnosis { expected given matched partial keyWords overlap } treatment { expected given matched missed } }
    history { attempt feedback evidence { withheld mandatoryQuestions { question } symptoms { symptom }
      diagnosis { expected keyWords } treatment { expected matched missed } } }
  } }`;

  it('shows a student who missed everything no symptom, question or key item by name, in any attempt', async () => {
    const s = await newStudent('withheld');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Emily Clark'));
    const me = { token: s.token };
    await gql(DRAFT, { input: { assignmentId: id, diagnosis: 'Asthma', treatments: 'salbutamol' } }, me);
    expect((await gql(SUBMIT, { input: { assignmentId: id } }, me)).data.submitAssignment.marked).toBe(true);
    const seen = [(await gql(MARKS, { id }, me)).data, (await gql(MINE, {}, me)).data];
    const first = seen[0].assignment;
    expect(first.evidence).toMatchObject({
      withheld: true,
      counts: { questionsAsked: 0, questions: 9, symptomsElicited: 0, symptoms: 4, treatmentItems: 4 },
      mandatoryQuestions: [],
      symptoms: [],
      diagnosis: { expected: '', given: 'Asthma', keyWords: [], overlap: [] },
      treatment: { expected: '', given: 'salbutamol', matched: [], missed: [] },
    });
    expect(first.feedback).toBe(
      `You asked 0 of 9 mandatory history questions. You drew out 0 of 4 symptoms. Your diagnosis (Asthma) does not match the expected diagnosis. Your treatment covers 0 of 4 key items. Total ${first.scores.total}/100.`,
    );
    // After a reset the first attempt is history, read the same way.
    await gql(REQUEST, { id }, me);
    await gql(HANDLE, { input: { assignmentId: id, action: 'ACCEPT' } }, 'teacher');
    const later = (await gql(MARKS, { id }, me)).data;
    expect(later.assignment.history).toMatchObject([{ attempt: 1, feedback: first.feedback }]);
    seen.push(later);
    const text = JSON.stringify(seen);
    for (const secret of [
      /pneumonia/i,
      /doxycycline|clarithromycin|paracetamol|x-ray/i,
      /fever|cough|shortness of breath|fatigue/i,
      /presenting complaint|allergies|family history/i,
    ])
      expect(text).not.toMatch(secret);
    // The teacher reads the missed ones by name.
    const teacher = (await gql(MARKS, { id }, 'teacher')).data.assignment.history[0];
    expect(teacher.feedback).toMatch(/missed: Cough, Fatigue, Fever and Shortness of breath\./);
  });
});
