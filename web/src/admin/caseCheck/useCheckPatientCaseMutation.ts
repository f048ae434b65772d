import { graphql, useMutation } from 'react-relay';
import {
  createOperationDescriptor,
  type Disposable,
  type Environment,
  getRequest,
  type IEnvironment,
} from 'relay-runtime';
import type {
  CheckPatientCaseInput,
  useCheckPatientCaseMutation as UseCheckPatientCaseMutation,
} from '../../__generated__/useCheckPatientCaseMutation.graphql';

const checkPatientCaseMutation = graphql`
  mutation useCheckPatientCaseMutation($input: CheckPatientCaseInput!) {
    checkPatientCase(input: $input) {
      __typename
      ...CaseCheckReport_report @alias(as: "report")
      ... on Error {
        message
      }
    }
  }
`;

export type { CheckPatientCaseInput };

/** Runs the standard interview against a patient case (saved, or with the edit dialog's texts). */
export function useCheckPatientCaseMutation() {
  return useMutation<UseCheckPatientCaseMutation>(checkPatientCaseMutation);
}

/**
 * Keeps a report in the store while it is shown: no query holds a mutation's answer, so the store's
 * garbage collection could otherwise take it from under the report's fragments.
 */
export function retainCaseCheck(
  environment: Environment | IEnvironment,
  input: CheckPatientCaseInput,
): Disposable {
  return environment.retain(createOperationDescriptor(getRequest(checkPatientCaseMutation), { input }));
}
