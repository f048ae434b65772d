/** A percentage as the page shows it; no assignments, no figure. */
export const percentText = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })} %`;

/** A mean or a kappa, to the digits the API rounds it to. */
export const numberText = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString(undefined, { maximumFractionDigits: digits });
