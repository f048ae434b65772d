/**
 * How a job is named when the list of known jobs (draft.ts `occupations`) does not know it: the
 * endings of agent nouns ("scaffolder", "farrier", "florist", "optician", "postman", "dinner lady") and
 * the words that say a job is meant ("self-employed", "part-time"). Words with those endings that name
 * a habit, a relative or a sufferer are no job (docs/patient.md#case-facts).
 */
export const jobEndings =
  /(?:er|or|ist|ian|man|men|woman|lady|nurse|worker|driver|assistant|keeper|maker|smith|monger|wright|hand|guard|officer|agent|clerk|cleaner|cook|chef|operative|technician|attendant|analyst|architect|secretary|apprentice|trainee|midwife|paramedic|pilot)$/;

export const jobCues =
  /^(?:self ?employed|freelance|part ?time|full ?time|retired|former|ex|trainee|apprentice|junior|senior|head|school|hospital|night shift|agency)\b/;

export const notJobNouns = new Set(
  'smoker drinker sufferer user never over under number fever shiver shoulder finger liver bladder ulcer cancer disorder tremor murmur order other mother father brother sister daughter partner sister-in-law grandmother grandfather stepfather stepmother foster carer-of layer paper water dinner supper lunch later better worse power weather winter summer river manner matter letter master mister doctor-said hour four ever either neither rather together whether after under corner member'.split(
    ' ',
  ),
);
