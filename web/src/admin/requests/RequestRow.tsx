import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { RequestRow_request$key } from '../../__generated__/RequestRow_request.graphql';
import { BanIcon, CircleCheckIcon } from '../../components/icons';
import { ColourBadge } from '../../components/StatusBadge';
import { useHandleResetRequestMutation } from './useHandleResetRequestMutation';

const looks = {
  PENDING: { label: 'Pending', palette: 'orange' },
  ACCEPTED: { label: 'Accepted', palette: 'green' },
  DECLINED: { label: 'Declined', palette: 'red' },
} as const;

const failed = 'Something went wrong';

interface RequestRowProps {
  requestRef: RequestRow_request$key;
  /**
   * Told of an accept or a decline in the store, with the request's new status: the row shows it from
   * the mutation's answer; a list filtered to another status takes it off.
   */
  onHandled: (store: RecordSourceSelectorProxy, requestId: string, status: string) => void;
}

/** One reset request; a pending one can be accepted or rejected, a handled one shows a marker. */
export function RequestRow({ requestRef, onHandled }: RequestRowProps) {
  const request = useFragment(
    graphql`
      fragment RequestRow_request on ResetRequest {
        status
        handledAt
        student {
          name
        }
        patient {
          name
        }
        assignment {
          id
        }
      }
    `,
    requestRef,
  );
  const [commitHandle, isHandling] = useHandleResetRequestMutation();
  const look = looks[request.status as keyof typeof looks] ?? { label: request.status, palette: 'gray' };
  const what = `${request.student.name}'s request for ${request.patient.name}`;

  function handle(action: 'ACCEPT' | 'DECLINE') {
    commitHandle({
      variables: { input: { assignmentId: request.assignment.id, action } },
      success: action === 'ACCEPT' ? 'Reset request accepted.' : 'Reset request declined.',
      failure: failed,
      updater: (store, data) => {
        const handled = data?.handleResetRequest?.request;
        if (handled) onHandled(store, handled.id, handled.status);
      },
    });
  }

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{request.student.name}</Table.Cell>
      <Table.Cell>{request.patient.name}</Table.Cell>
      <Table.Cell>
        <ColourBadge palette={look.palette}>{look.label}</ColourBadge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        {request.status === 'PENDING' ? (
          <HStack gap="2" justify="flex-end">
            <Button
              size="sm"
              aria-label={`Accept ${what}`}
              disabled={isHandling}
              onClick={() => handle('ACCEPT')}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`Reject ${what}`}
              disabled={isHandling}
              onClick={() => handle('DECLINE')}
            >
              Reject
            </Button>
          </HStack>
        ) : (
          <HStack
            gap="1.5"
            justify="flex-end"
            color={request.status === 'ACCEPTED' ? 'green.700' : 'red.700'}
            data-testid="handled-marker"
          >
            {request.status === 'ACCEPTED' ? <CircleCheckIcon /> : <BanIcon />}
            <Text fontSize="sm">
              Handled
              {request.handledAt ? ` on ${new Date(request.handledAt).toLocaleDateString()}` : ''}
            </Text>
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
