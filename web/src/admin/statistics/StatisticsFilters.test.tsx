import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { graphql } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StatisticsFiltersTestQuery } from '../../__generated__/StatisticsFiltersTestQuery.graphql';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { StatisticsFilters } from './StatisticsFilters';
import { statisticsVariables } from './statisticsVariables';

const { renderWithRelay } = setupTestWrapper<StatisticsFiltersTestQuery>({
  Component: ({ data }) => <StatisticsFilters queryRef={data} />,
  query: graphql`
    query StatisticsFiltersTestQuery($optionCount: Int!) @relay_test_operation {
      ...StatisticsFilters_query
    }
  `,
  variables: { optionCount: 100 },
});

function setup(address = '/admin/statistics') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  renderWithRelay(
    {
      RoomConnection: () => ({ edges: [{ node: { id: 'R1', name: 'Cardiology', roomNumber: 'C1' } }] }),
      PatientConnection: () => ({
        edges: [{ node: { id: 'P1', name: 'John Miller' } }, { node: { id: 'P2', name: 'Emily Clark' } }],
      }),
      QueryUsersConnection: () => ({
        edges: [{ node: { id: 'S1', name: 'Ada', email: 'ada@example.org' } }],
      }),
    },
    {},
    {
      wrap: (ui) => {
        router = createMemoryRouter([{ path: '/admin/statistics', element: ui }], {
          initialEntries: [address],
        });
        return <RouterProvider router={router} />;
      },
    },
  );
  if (!router) throw new Error('The router was not made.');
  return router;
}

const variablesOf = (router: ReturnType<typeof setup>) =>
  statisticsVariables(new URLSearchParams(router.state.location.search)).filter;

describe('StatisticsFilters', () => {
  it('applies the period, the attempts, rooms, patients and students through the address, which gives the query its filter', async () => {
    const router = setup();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-09-01' } });
    const tick = async (name: string | RegExp) => {
      await act(async () => {
        fireEvent.click(screen.getByRole('checkbox', { name }));
      });
    };
    await tick('Cardiology (C1)');
    await tick('Emily Clark');
    await tick(/Ada/);
    expect((screen.getByLabelText('Attempts') as HTMLSelectElement).value).toBe('latest');
    fireEvent.change(screen.getByLabelText('Attempts'), { target: { value: 'first' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(variablesOf(router)).toEqual({
      from: '2026-09-01',
      to: null,
      roomIds: ['R1'],
      patientIds: ['P2'],
      studentIds: ['S1'],
      attempts: 'FIRST',
    });
  });

  it('opens with the filter of the address, and Clear removes it', () => {
    const router = setup('/admin/statistics?to=2026-12-20&patients=P1');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-12-20');
    expect((screen.getByRole('checkbox', { name: 'John Miller' }) as HTMLInputElement).checked).toBe(true);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    });
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('checkbox', { name: 'John Miller' }) as HTMLInputElement).checked).toBe(false);
  });
});
