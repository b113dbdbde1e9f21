// The English stemmer of Pagefind's search core: Snowball's English stemmer ("Porter2") as Pagefind 1.6's
// `pagefind_stem` builds it (Snowball 3.1: the R1 exceptions up to `inter`, the -eed and -ing exceptions in step 1b,
// -ogist). Written from the algorithm's description (https://snowballstem.org/algorithms/english/stemmer.html);
// checked against Pagefind's own core on every word of the English index and a general English word list
// (tests/unit/search-core-ts.test.ts).
//
// A word is handled as a list of characters (code points): the rules look at ASCII letters only, any other
// character counts as a consonant, as in the Snowball program.

const VOWELS = 'aeiouy';
const isVowel = (c: string | undefined): boolean => c !== undefined && c.length === 1 && VOWELS.includes(c);
/** Words stemmed as a whole (or kept as they are: the empty string). */
const SPECIAL: Readonly<Record<string, string>> = {
  skis: 'ski',
  skies: 'sky',
  idly: 'idl',
  gently: 'gentl',
  ugly: 'ugli',
  early: 'earli',
  only: 'onli',
  singly: 'singl',
  sky: '',
  news: '',
  howe: '',
  atlas: '',
  cosmos: '',
  bias: '',
  andes: '',
};
/** Starts of a word after which R1 begins (instead of after the first vowel and consonant). */
const R1_STARTS = ['gener', 'commun', 'arsen', 'past', 'univers', 'later', 'emerg', 'organ', 'inter'];

const STEP2: [string, string][] = [
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['iveness', 'ive'],
  ['tional', 'tion'],
  ['biliti', 'ble'],
  ['lessli', 'less'],
  ['entli', 'ent'],
  ['ation', 'ate'],
  ['alism', 'al'],
  ['aliti', 'al'],
  ['ousli', 'ous'],
  ['iviti', 'ive'],
  ['fulli', 'ful'],
  ['ogist', 'og'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['abli', 'able'],
  ['izer', 'ize'],
  ['ator', 'ate'],
  ['alli', 'al'],
  ['bli', 'ble'],
  ['ogi', 'og'],
  ['li', ''],
];
const STEP3: [string, string][] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['alize', 'al'],
  ['icate', 'ic'],
  ['iciti', 'ic'],
  ['ative', ''],
  ['ical', 'ic'],
  ['ness', ''],
  ['ful', ''],
];
const STEP4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
  'al',
  'er',
  'ic',
];
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];

/** The stem of a word (lower case, as Pagefind hands its words to the stemmer). */
export function stemEnglish(word: string): string {
  if (Object.prototype.hasOwnProperty.call(SPECIAL, word)) return SPECIAL[word] || word;
  const w = Array.from(word);
  if (w.length < 3) return word;

  // Prelude: no leading apostrophe; a y that is a consonant (first, or after a vowel) becomes Y.
  if (w[0] === "'") w.shift();
  let hasY = false;
  for (let i = 0; i < w.length; i++)
    if (w[i] === 'y' && (i === 0 || isVowel(w[i - 1]))) {
      w[i] = 'Y';
      hasY = true;
    }

  // R1 and R2: after the first consonant that follows a vowel (R2: the same again, within R1).
  const regionAfter = (from: number): number => {
    let i = from;
    while (i < w.length && !isVowel(w[i])) i++;
    while (i < w.length && isVowel(w[i])) i++;
    return i < w.length ? i + 1 : w.length;
  };
  const start = R1_STARTS.find((s) => w.slice(0, s.length).join('') === s);
  const p1 = start ? start.length : regionAfter(0);
  const p2 = p1 >= w.length ? w.length : regionAfter(p1);

  const endsWith = (s: string, end = w.length): boolean => {
    if (s.length > end) return false;
    for (let i = 0; i < s.length; i++) if (w[end - s.length + i] !== s[i]) return false;
    return true;
  };
  /** The longest of `list` that the word ends with. */
  const longest = (list: readonly string[]): string | undefined => {
    let found: string | undefined;
    for (const s of list) if ((!found || s.length > found.length) && endsWith(s)) found = s;
    return found;
  };
  const replace = (cut: number, by: string): void => {
    w.splice(w.length - cut, cut, ...by);
  };
  const hasVowel = (end: number): boolean => w.slice(0, end).some(isVowel);
  /** Ends in a short syllable (within the first `end` characters). */
  const shortSyllable = (end = w.length): boolean =>
    (end >= 3 && !isVowel(w[end - 1]) && !'wxY'.includes(w[end - 1]) && isVowel(w[end - 2]) && !isVowel(w[end - 3])) ||
    (end === 2 && isVowel(w[0]) && !isVowel(w[1])) ||
    endsWith('past', end);

  // Step 0: the possessive.
  const possessive = longest(["'s'", "'s", "'"]);
  if (possessive) replace(possessive.length, '');

  // Step 1a: plurals.
  const plural = longest(['sses', 'ied', 'ies', 'us', 'ss', 's']);
  if (plural === 'sses') replace(4, 'ss');
  else if (plural === 'ied' || plural === 'ies') replace(3, w.length - 3 >= 2 ? 'i' : 'ie');
  else if (plural === 's' && w.length >= 2 && hasVowel(w.length - 2)) replace(1, '');

  // Step 1b: -eed, -ed, -ing and their -ly forms.
  const verbal = longest(['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (verbal) {
    const at = w.length - verbal.length;
    const before = w.slice(0, at).join('');
    let strip = true;
    if (verbal === 'eed' || verbal === 'eedly') {
      strip = false;
      if (p1 <= at && before !== 'proc' && before !== 'exc' && before !== 'succ') replace(verbal.length, 'ee');
    } else if (verbal === 'ing') {
      if (at === 2 && w[1] === 'y' && !isVowel(w[0])) {
        // dying → die
        replace(4, 'ie');
        strip = false;
      } else if (['inn', 'out', 'cann', 'herr', 'earr', 'even'].includes(before)) strip = false;
    }
    if (strip && hasVowel(at)) {
      replace(verbal.length, '');
      const end = longest(['at', 'bl', 'iz', ...DOUBLES]);
      if (end === 'at' || end === 'bl' || end === 'iz') w.push('e');
      else if (end) {
        // Undoubled (hopp → hop), but not add, egg, off.
        if (!(w.length === 3 && 'aeo'.includes(w[0]))) w.pop();
      } else if (p1 === w.length && shortSyllable()) w.push('e');
    }
  }

  // Step 1c: a final y after a consonant (not the word's first letter) becomes i.
  const last = w.length - 1;
  if ((w[last] === 'y' || w[last] === 'Y') && last >= 2 && !isVowel(w[last - 1])) w[last] = 'i';

  // Steps 2 and 3: suffixes in R1 replaced.
  const step = (table: [string, string][]): void => {
    const found = longest(table.map(([s]) => s));
    if (!found) return;
    const at = w.length - found.length;
    if (p1 > at) return;
    const by = (table.find(([s]) => s === found) as [string, string])[1];
    if (found === 'ogi') w[at - 1] === 'l' && replace(3, by);
    else if (found === 'li') 'cdeghkmnrt'.includes(w[at - 1] ?? '_') && replace(2, '');
    else if (found === 'ative') p2 <= at && replace(5, '');
    else replace(found.length, by);
  };
  step(STEP2);
  step(STEP3);

  // Step 4: suffixes in R2 deleted.
  const suffix = longest(STEP4);
  if (suffix) {
    const at = w.length - suffix.length;
    if (p2 <= at && (suffix !== 'ion' || w[at - 1] === 's' || w[at - 1] === 't')) replace(suffix.length, '');
  }

  // Step 5: a final e or l.
  const at = w.length - 1;
  if (w[at] === 'e') {
    if (p2 <= at || (p1 <= at && !shortSyllable(at))) w.pop();
  } else if (w[at] === 'l' && p2 <= at && w[at - 1] === 'l') w.pop();

  const out = w.join('');
  return hasY ? out.replace(/Y/g, 'y') : out;
}
