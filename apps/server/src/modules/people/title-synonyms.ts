/**
 * Job-title abbreviations and the words they stand for: the one table title and keyword search
 * expand through. Each entry is an abbreviation and its spellings in full (lower-case words, one
 * space between them). Searching the abbreviation finds the spellings and searching a spelling
 * finds the abbreviation; spellings of one entry do not find each other ("engineer" is not
 * "engineering"). `includes` lists narrower titles a search for the entry also finds: every SVP,
 * EVP and AVP is a VP.
 */
export interface TitleSynonym {
  abbreviation: string;
  spellings: readonly string[];
  includes?: readonly string[];
}

export const titleSynonyms: readonly TitleSynonym[] = [
  // The C-suite.
  { abbreviation: 'ceo', spellings: ['chief executive officer', 'chief executive'] },
  { abbreviation: 'cto', spellings: ['chief technology officer', 'chief technical officer'] },
  { abbreviation: 'cfo', spellings: ['chief financial officer', 'chief finance officer'] },
  { abbreviation: 'coo', spellings: ['chief operating officer', 'chief operations officer'] },
  { abbreviation: 'cmo', spellings: ['chief marketing officer'] },
  { abbreviation: 'cro', spellings: ['chief revenue officer'] },
  { abbreviation: 'cio', spellings: ['chief information officer'] },
  { abbreviation: 'ciso', spellings: ['chief information security officer'] },
  { abbreviation: 'cpo', spellings: ['chief product officer', 'chief people officer'] },
  { abbreviation: 'chro', spellings: ['chief human resources officer'] },
  { abbreviation: 'cso', spellings: ['chief sales officer', 'chief security officer'] },
  { abbreviation: 'cco', spellings: ['chief customer officer', 'chief commercial officer'] },
  { abbreviation: 'clo', spellings: ['chief legal officer'] },
  { abbreviation: 'cdo', spellings: ['chief data officer', 'chief digital officer'] },
  // Vice presidents: a search for VP finds the senior, executive and assistant ones too.
  { abbreviation: 'vp', spellings: ['vice president'], includes: ['svp', 'evp', 'avp'] },
  { abbreviation: 'svp', spellings: ['senior vice president', 'senior vp'] },
  { abbreviation: 'evp', spellings: ['executive vice president', 'executive vp'] },
  { abbreviation: 'avp', spellings: ['assistant vice president', 'associate vice president', 'assistant vp'] },
  // Levels and roles.
  { abbreviation: 'md', spellings: ['managing director'] },
  { abbreviation: 'gm', spellings: ['general manager'] },
  { abbreviation: 'gc', spellings: ['general counsel'] },
  { abbreviation: 'dir', spellings: ['director'] },
  { abbreviation: 'mgr', spellings: ['manager'] },
  { abbreviation: 'sr', spellings: ['senior'] },
  { abbreviation: 'snr', spellings: ['senior'] },
  { abbreviation: 'jr', spellings: ['junior'] },
  { abbreviation: 'asst', spellings: ['assistant'] },
  { abbreviation: 'assoc', spellings: ['associate'] },
  { abbreviation: 'exec', spellings: ['executive'] },
  { abbreviation: 'eng', spellings: ['engineer', 'engineering'] },
  { abbreviation: 'dev', spellings: ['developer', 'development'] },
  { abbreviation: 'cofounder', spellings: ['co founder'] },
  { abbreviation: 'pm', spellings: ['product manager', 'project manager', 'program manager'] },
  { abbreviation: 'tpm', spellings: ['technical program manager'] },
  { abbreviation: 'sdr', spellings: ['sales development representative'] },
  { abbreviation: 'bdr', spellings: ['business development representative'] },
  { abbreviation: 'ae', spellings: ['account executive'] },
  { abbreviation: 'csm', spellings: ['customer success manager'] },
  // Departments.
  { abbreviation: 'bd', spellings: ['business development', 'biz dev'] },
  { abbreviation: 'hr', spellings: ['human resources'] },
  { abbreviation: 'it', spellings: ['information technology'] },
  { abbreviation: 'ops', spellings: ['operations'] },
  { abbreviation: 'revops', spellings: ['revenue operations'] },
  { abbreviation: 'mktg', spellings: ['marketing'] },
  { abbreviation: 'fin', spellings: ['finance'] },
  { abbreviation: 'qa', spellings: ['quality assurance'] },
  { abbreviation: 'ux', spellings: ['user experience'] },
  { abbreviation: 'ui', spellings: ['user interface'] },
  { abbreviation: 'infosec', spellings: ['information security'] },
  { abbreviation: 'fpa', spellings: ['fp a'] },
];

/**
 * Words a title search ignores: "VP of Sales" is "VP Sales". Punctuation ("&", ",", ".") is never a
 * word at all.
 */
export const titleStopWords: readonly string[] = ['of', 'and', 'the', 'a', 'an', 'for', 'at', 'in', 'to'];
