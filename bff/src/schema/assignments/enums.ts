// The assignment enums, and the texts the assign forms and the Assignment type share.

import { builder } from '../builder.js';

export const AssignmentStatusEnum = builder.enumType('AssignmentStatus', {
  description: 'Where an assignment is in its life.',
  values: {
    ASSIGNED: { value: 'assigned', description: 'Given to the student, not started (badge blue).' },
    INPROGRESS: {
      value: 'inprogress',
      description: 'The student has saved a conversation, not submitted yet (badge purple).',
    },
    COMPLETED: { value: 'completed', description: 'Submitted by the student, not marked yet (badge green).' },
    MARKED: { value: 'marked', description: 'Marked: scores and feedback are in (badge yellow).' },
  } as const,
});

export const ResetRequestStatusEnum = builder.enumType('ResetRequestStatus', {
  description: 'Where a student’s reset request is.',
  values: {
    PENDING: { value: 'pending', description: 'Waiting for an admin.' },
    ACCEPTED: { value: 'accepted', description: 'Accepted: the student got a fresh attempt.' },
    DECLINED: { value: 'declined', description: 'Declined: nothing changed.' },
  } as const,
});

export const MarkReadinessEnum = builder.enumType('MarkReadiness', {
  description: 'Whether a patient has work waiting to be marked (quick mark).',
  values: {
    READY_TO_MARK: {
      description: 'At least one assignment is submitted (completed) and markable: label ‘Ready to Mark’.',
    },
    NOT_READY: { description: 'Nothing to mark yet: label ‘Not Ready’.' },
  } as const,
});

export const holdForReviewText =
  '‘Hold marks for review’: the automatic mark is provisional (the student sees ‘Awaiting review’) until Mark Assignment, Mark or Mark All releases it. Off by default.';

export const showAnswersText =
  '‘Show the expected answers after marking’: the student sees the answer key (expected diagnosis and treatments) with their marks. Off by default.';
