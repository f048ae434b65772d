import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStudent, expect, GraphQLClient, signIn, test } from './support';

// What only a browser shows: GraphiQL working with no other host reachable, and a page of another
// origin (another port of the same host: same site, so the SameSite cookie goes along) unable to read
// or change anything as the signed-in user.

test('GraphiQL loads and runs a query with every other host blocked', async ({ page, baseURL }) => {
  const own = new URL(baseURL as string).host;
  const foreign: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own) return route.continue();
    foreign.push(url.href);
    return route.abort('blockedbyclient');
  });
  await page.goto(`/graphql?query=${encodeURIComponent('{ __typename }')}`);
  await expect(page.getByRole('region', { name: 'Operation Editor' })).toContainText('{ __typename }');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response').first()).toContainText('"__typename": "Query"');
  expect(foreign).toEqual([]);
});

test('a page on another origin cannot read the signed-in student’s profile nor rename them', async ({
  page,
  baseURL,
}) => {
  const student = await createStudent(baseURL as string, 'crossorigin');
  await signIn(page, student);
  // The other origin: a page on another port of the same host.
  const other: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    const outcome = await page.evaluate(async (bff) => {
      const attempt = (url: string, init: RequestInit) =>
        fetch(url, { credentials: 'include', ...init }).then(
          (r) => r.text(),
          (e: Error) => `refused: ${e.name}`,
        );
      return {
        read: await attempt(
          `${bff}/graphql?query=${encodeURIComponent('{ viewer { user { email } } }')}`,
          {},
        ),
        rename: await attempt(`${bff}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'mutation { updateProfile(input: {name: "Renamed by evil", username: "evil"}) { __typename } }',
          }),
        }),
      };
    }, baseURL as string);
    expect(outcome).toEqual({ read: 'refused: TypeError', rename: 'refused: TypeError' });
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
  const me = await GraphQLClient.signIn(baseURL as string, student);
  const { viewer } = await me.run<{ viewer: { user: { name: string } } }>('{ viewer { user { name } } }');
  expect(viewer.user.name).toBe(student.name);
  await me.dispose();
});
