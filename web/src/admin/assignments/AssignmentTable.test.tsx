import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AssignmentTableTestQuery } from '../../__generated__/AssignmentTableTestQuery.graphql';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { AssignmentTable } from './AssignmentTable';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const { renderWithRelay } = setupTestWrapper<AssignmentTableTestQuery>({
  Component: ({ data }) => <AssignmentTable queryRef={data} />,
  query: graphql`
    query AssignmentTableTestQuery($first: Int!, $after: String, $search: String, $status: AssignmentStatus)
    @relay_test_operation {
      ...AssignmentTable_query
    }
  `,
  variables: { first: 50, after: null, search: null, status: null },
});

const assignment = (id: string, patient: string, status = 'ASSIGNED') => ({
  id,
  databaseId: Number(id.slice(1)),
  status,
  patient: { name: patient },
});

function setup() {
  return renderWithRelay(
    {
      StudentAssignmentsConnection: () => ({
        totalCount: 2,
        pageCursors: [{ page: 1, cursor: null, isCurrent: true }],
        edges: [
          {
            node: {
              student: { id: 's1', name: 'Sam Carter', email: 'sam@example.org' },
              assignments: [assignment('a1', 'John Miller'), assignment('a2', 'Emily Clark', 'COMPLETED')],
            },
          },
          {
            node: {
              student: { id: 's2', name: 'Priya Shah', email: 'priya@example.org' },
              assignments: [assignment('a3', 'John Miller')],
            },
          },
        ],
      }),
    },
    {},
    { wrap: (ui) => <MemoryRouter>{ui}</MemoryRouter> },
  );
}

function remove(relay: ReturnType<typeof setup>, label: string, id: string) {
  fireEvent.click(screen.getByRole('button', { name: `Delete assignment of ${label}` }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  relay.resolveLast({ deleteAssignment: { __typename: 'DeletedPayload', deletedId: id } });
}

describe('AssignmentTable: a delete updates the table in the store', () => {
  it("takes the assignment out of its student's group, and the group off the page with its last one", () => {
    const relay = setup();
    const table = within(screen.getByRole('table'));
    expect(screen.getByText('2 students')).toBeTruthy();

    remove(relay, 'John Miller for Sam Carter', 'a1');
    expect(
      screen.queryByRole('button', { name: 'Delete assignment of John Miller for Sam Carter' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Delete assignment of Emily Clark for Sam Carter' }),
    ).toBeTruthy();
    expect(screen.getByText('2 students')).toBeTruthy();

    remove(relay, 'John Miller for Priya Shah', 'a3');
    expect(table.queryByText('Priya Shah')).toBeNull();
    expect(table.getByText('Sam Carter')).toBeTruthy();
    expect(screen.getByText('1 student')).toBeTruthy();
    // Nothing was fetched again.
    expect(relay.env.mock.getAllOperations()).toHaveLength(0);
  });
});
