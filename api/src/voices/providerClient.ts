/**
 * The API's only outbound HTTP: a GET of a provider's JSON with a deadline. Kept apart so that tests
 * point the base URLs at a local imitation of the provider.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export async function fetchProviderJson(
  url: string,
  authorization: string,
  timeoutMs: number,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as Error)?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error);
    throw new ProviderError(`${new URL(url).host}: ${reason}`);
  }
  if (!res.ok) {
    // Drain the body so the connection is released; its content may echo credentials, so it is not kept.
    await res.arrayBuffer().catch(() => undefined);
    throw new ProviderError(`${new URL(url).host}: HTTP ${res.status}`);
  }
  try {
    return await res.json();
  } catch {
    throw new ProviderError(`${new URL(url).host}: the answer is not JSON`);
  }
}
