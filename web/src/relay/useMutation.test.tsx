import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import updateUserMutation, {
  type useUpdateUserMutation as UpdateUser,
} from '../__generated__/useUpdateUserMutation.graphql';
import { notify } from '../components/toaster';
import { setupTestWrapper } from '../test/setupTestWrapper';
import { type CommitOptions, typedError, useMutation } from './useMutation';

vi.mock('../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const input = { id: 'u1', name: 'Ada', email: 'ada@example.org', username: 'ada', password: null };
const saved = {
  __typename: 'UserPayload',
  user: { id: 'u1', name: 'Ada', email: 'ada@example.org', username: 'ada' },
};

/** The hook's latest state, as the probe component last rendered it. */
let hook: ReturnType<typeof useMutation<UpdateUser>>;
const { renderWithRelay } = setupTestWrapper({
  Component: () => {
    hook = useMutation<UpdateUser>(updateUserMutation);
    return null;
  },
});

/** Commits UpdateUser with the options given and hands back the mock server and the hook's state. */
function commitWith(options: Omit<CommitOptions<UpdateUser>, 'variables'>) {
  const relay = renderWithRelay();
  act(() => {
    hook[0]({ variables: { input }, ...options });
  });
  // The server names the abstract type a typed error refines (`... on Error`) in `__isError`.
  const answer = (updateUser: { __typename: string; [field: string]: unknown }) => {
    const isError = updateUser.__typename.endsWith('Error') ? { __isError: updateUser.__typename } : {};
    relay.resolveLast({ updateUser: { ...updateUser, ...isError } });
  };
  return { relay, answer, fail: () => relay.rejectLast() };
}

describe('useMutation', () => {
  it('sends the variables and is in flight until the answer arrives', () => {
    const { relay, answer } = commitWith({});
    expect(relay.lastVariables()).toEqual({ input });
    expect(hook[1]).toBe(true);
    answer(saved);
    expect(hook[1]).toBe(false);
  });

  it('on a payload shows the success toast, then runs onSuccess with the payload', () => {
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const { answer } = commitWith({ success: 'User updated successfully.', onSuccess, onFailure });
    answer(saved);
    expect(notify.success).toHaveBeenCalledWith('User updated successfully.');
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ __typename: 'UserPayload' }));
    expect(notify.error).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('chooses the success text from the payload when given a function', () => {
    const { answer } = commitWith({ success: (payload) => `Saved ${payload.user?.id}` });
    answer(saved);
    expect(notify.success).toHaveBeenCalledWith('Saved u1');
  });

  it('shows no success toast when none is given', () => {
    const onSuccess = vi.fn();
    const { answer } = commitWith({ onSuccess });
    answer(saved);
    expect(notify.success).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('on a typed error shows the server words and hands the error to onFailure, not onSuccess', () => {
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const { answer } = commitWith({
      success: 'Saved',
      failure: 'Failed to update user.',
      onSuccess,
      onFailure,
    });
    answer({ __typename: 'ValidationError', message: 'Email already in use.', field: 'email' });
    expect(notify.error).toHaveBeenCalledWith('Email already in use.');
    expect(notify.success).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith({
      typename: 'ValidationError',
      message: 'Email already in use.',
      field: 'email',
    });
  });

  it('falls back to the failure text when a typed error has no words', () => {
    const { answer } = commitWith({ failure: 'Failed to update user.' });
    answer({ __typename: 'NotFoundError', message: null });
    expect(notify.error).toHaveBeenCalledWith('Failed to update user.');
  });

  it('keeps the screen’s own text when told not to show the server words', () => {
    const { answer } = commitWith({ failure: 'Failed to update user.', serverMessage: false });
    answer({ __typename: 'ValidationError', message: 'Name is required.', field: 'name' });
    expect(notify.error).toHaveBeenCalledWith('Failed to update user.');
  });

  it('lets a function decide per error whether the server words are shown', () => {
    const ownText = {
      failure: 'Invalid credentials',
      serverMessage: (e: { typename: string | null }) => e.typename !== 'AuthenticationError',
    };
    commitWith(ownText).answer({ __typename: 'AuthenticationError', message: 'No such user.' });
    expect(notify.error).toHaveBeenLastCalledWith('Invalid credentials');
    commitWith(ownText).answer({ __typename: 'BannedError', message: 'Your account is banned.' });
    expect(notify.error).toHaveBeenLastCalledWith('Your account is banned.');
  });

  it('on a failed request shows the network text (or the failure text) and calls onFailure', () => {
    const onFailure = vi.fn();
    const first = commitWith({ failure: 'Failed.', networkFailure: 'Error creating user.', onFailure });
    first.fail();
    expect(notify.error).toHaveBeenLastCalledWith('Error creating user.');
    expect(onFailure).toHaveBeenCalledWith({ typename: null, message: null, field: null });
    commitWith({ failure: 'Failed.' }).fail();
    expect(notify.error).toHaveBeenLastCalledWith('Failed.');
  });

  it('passes a store updater on to Relay', () => {
    const updater = vi.fn();
    commitWith({ updater }).answer(saved);
    expect(updater).toHaveBeenCalledOnce();
  });

  it('says "Something went wrong" when the screen gives no failure text', () => {
    commitWith({}).fail();
    expect(notify.error).toHaveBeenCalledWith('Something went wrong');
  });
});

describe('typedError', () => {
  it('tells a payload from a typed error by the type name', () => {
    expect(typedError({ __typename: 'DeletedPayload', deletedId: 'x' })).toBeNull();
    expect(typedError({ __typename: 'ForbiddenError', message: 'No.' })).toEqual({
      typename: 'ForbiddenError',
      message: 'No.',
      field: null,
    });
  });

  it('treats a missing answer as an error with no words', () => {
    expect(typedError(null)).toEqual({ typename: '', message: null, field: null });
  });
});
