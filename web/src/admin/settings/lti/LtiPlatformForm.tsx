import { Button, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormCard } from '../../../components/FormCard';
import { FormField } from '../../../components/FormField';
import { PlusIcon } from '../../../components/icons';
import { fieldErrorsTo, useFormState } from '../../../components/useFormState';
import { useRegisterLtiPlatformMutation } from './useRegisterLtiPlatformMutation';

const empty = {
  name: '',
  issuer: '',
  clientId: '',
  deploymentIds: '',
  authUrl: '',
  tokenUrl: '',
  jwksUrl: '',
};
type Values = typeof empty;

const fields: { name: keyof Values; label: string; placeholder: string; helperText?: string }[] = [
  { name: 'name', label: 'Name', placeholder: 'School Moodle' },
  { name: 'issuer', label: 'Issuer (Platform ID)', placeholder: 'https://moodle.school.edu' },
  { name: 'clientId', label: 'Client ID', placeholder: 'The client ID the platform gave Anamnesis' },
  {
    name: 'deploymentIds',
    label: 'Deployment IDs',
    placeholder: '1',
    helperText: 'Separate several with commas.',
  },
  { name: 'authUrl', label: 'OIDC auth URL', placeholder: 'https://moodle.school.edu/mod/lti/auth.php' },
  { name: 'tokenUrl', label: 'Access token URL', placeholder: 'https://moodle.school.edu/mod/lti/token.php' },
  { name: 'jwksUrl', label: 'Platform JWKS URL', placeholder: 'https://moodle.school.edu/mod/lti/certs.php' },
];

/**
 * Register a platform by hand with the values it shows for Anamnesis (docs/lti.md, Moodle and Canvas);
 * it is active at once. The API's refusals show under the field they concern.
 */
export function LtiPlatformForm() {
  const { values, errors, setField, setErrors, reset } = useFormState<Values>(empty);
  const [commitRegister, isRegistering] = useRegisterLtiPlatformMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commitRegister({
      variables: {
        input: {
          ...values,
          deploymentIds: values.deploymentIds
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean),
        },
      },
      success: (payload) => payload.message ?? 'Platform registered.',
      onSuccess: () => reset(empty),
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <FormCard onSubmit={submit}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Register a platform by hand
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Enter what your learning platform shows for Anamnesis. A platform registered here can launch
            Anamnesis at once.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {fields.map((f) => (
            <FormField
              key={f.name}
              label={f.label}
              required={f.name !== 'deploymentIds'}
              error={errors[f.name]}
              helperText={f.helperText}
            >
              <Input
                name={f.name}
                autoComplete="off"
                placeholder={f.placeholder}
                value={values[f.name]}
                onChange={(e) => setField(f.name, e.target.value)}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <Flex justify="flex-end">
          <Button type="submit" disabled={isRegistering}>
            <PlusIcon /> {isRegistering ? 'Registering...' : 'Register platform'}
          </Button>
        </Flex>
      </Stack>
    </FormCard>
  );
}
