/** 50 patients a page (docs/api.md#paging-and-search). */
export const PATIENTS_PAGE_SIZE = 50;

/** The symptom catalogue offered by the pickers (the API's largest page). */
export const SYMPTOM_OPTION_COUNT = 100;

/** Sizes travel as variables: the BFF's cost limit multiplies a literal `first` into the query's cost. */
export const initialPatientListVariables = {
  first: PATIENTS_PAGE_SIZE,
  after: null,
  search: null,
  symptomOptionCount: SYMPTOM_OPTION_COUNT,
} as const;
