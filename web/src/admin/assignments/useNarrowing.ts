import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import type { Disposable, FetchPolicy } from 'relay-runtime';
import type { Choice } from './ChoiceSelect';

const DELAY_MS = 300;

type Refetch<V> = (variables: Partial<V>, options: { fetchPolicy: FetchPolicy }) => Disposable;

/**
 * The search box of a long select: typing refetches the select's fragment with the search term (after
 * a short pause), and the item already chosen stays listed even when the new term leaves it out.
 */
export function useNarrowing<V>(
  refetch: Refetch<V>,
  toVariables: (term: string | null) => Partial<V>,
  choices: readonly Choice[],
  value: string,
) {
  const [text, setText] = useState('');
  const [isPending, startTransition] = useTransition();
  const applied = useRef('');
  const toVariablesRef = useRef(toVariables);
  toVariablesRef.current = toVariables;
  const [remembered, setRemembered] = useState<Choice | null>(null);

  useEffect(() => {
    const term = text.trim();
    if (term === applied.current) return;
    const timer = window.setTimeout(() => {
      applied.current = term;
      startTransition(() => {
        refetch(toVariablesRef.current(term || null), { fetchPolicy: 'store-or-network' });
      });
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, refetch]);

  const current = choices.find((c) => c.id === value);
  const shown = !value || current ? choices : remembered?.id === value ? [remembered, ...choices] : choices;

  /** Call with the chosen id: remembers its label for later narrowings. */
  const remember = useCallback(
    (id: string) => setRemembered(choices.find((c) => c.id === id) ?? null),
    [choices],
  );

  return { text, setText, isPending, choices: shown, remember, isNarrowed: applied.current !== '' };
}
