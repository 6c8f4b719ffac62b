// The bench's people, named as a US firm's clients are: the most common US surnames (2010 Census,
// people per surname) and first names (1990 Census frequencies, percent of people of each sex),
// weighted, so that Smith repeats about as often as in life; the rest of the population gets rarer
// surnames and first names from a deterministic syllable generator (the long tail). No download.
import { demoPerson, type DemoPerson } from '../seed/steps/demo-people';

/** [surname, people in the 2010 Census]. */
export const US_SURNAMES: ReadonlyArray<readonly [string, number]> = [
  ['Smith', 2442977],
  ['Johnson', 1932812],
  ['Williams', 1625252],
  ['Brown', 1437026],
  ['Jones', 1425470],
  ['Garcia', 1166120],
  ['Miller', 1161437],
  ['Davis', 1116357],
  ['Rodriguez', 1094924],
  ['Martinez', 1060159],
  ['Hernandez', 1043281],
  ['Lopez', 874523],
  ['Gonzalez', 841025],
  ['Wilson', 801882],
  ['Anderson', 784404],
  ['Thomas', 756142],
  ['Taylor', 751209],
  ['Moore', 724374],
  ['Jackson', 708099],
  ['Martin', 702625],
  ['Lee', 693023],
  ['Perez', 681645],
  ['Thompson', 664644],
  ['White', 660491],
  ['Harris', 624252],
  ['Sanchez', 612752],
  ['Clark', 562679],
  ['Ramirez', 557423],
  ['Lewis', 531781],
  ['Robinson', 529821],
  ['Walker', 523129],
  ['Young', 484447],
  ['Allen', 482607],
  ['King', 465422],
  ['Wright', 458980],
  ['Scott', 439530],
  ['Torres', 437813],
  ['Nguyen', 437645],
  ['Hill', 434827],
  ['Flores', 433969],
  ['Green', 430182],
  ['Adams', 427865],
  ['Nelson', 424958],
  ['Baker', 419586],
  ['Hall', 407076],
  ['Rivera', 420431],
  ['Campbell', 371953],
  ['Mitchell', 367433],
  ['Carter', 362548],
  ['Roberts', 361356],
  ['Gomez', 351036],
  ['Phillips', 351848],
  ['Evans', 342237],
  ['Turner', 335663],
  ['Diaz', 332782],
  ['Parker', 331121],
  ['Cruz', 322519],
  ['Edwards', 317070],
  ['Collins', 317848],
  ['Reyes', 314161],
  ['Stewart', 306544],
  ['Morris', 300923],
  ['Morales', 300117],
  ['Murphy', 300501],
  ['Cook', 294795],
  ['Rogers', 294403],
  ['Gutierrez', 287829],
  ['Ortiz', 286899],
  ['Morgan', 286280],
  ['Cooper', 280791],
  ['Peterson', 278297],
  ['Bailey', 277845],
  ['Reed', 277030],
  ['Kelly', 267394],
  ['Howard', 264826],
  ['Ramos', 263464],
  ['Kim', 262352],
  ['Cox', 261231],
  ['Ward', 260464],
  ['Richardson', 259758],
  ['Watson', 252579],
  ['Brooks', 251663],
  ['Chavez', 250898],
  ['Wood', 250715],
  ['James', 249379],
  ['Bennett', 247599],
  ['Gray', 246116],
  ['Mendoza', 242589],
  ['Ruiz', 238234],
  ['Hughes', 236271],
  ['Price', 235251],
  ['Alvarez', 233983],
  ['Castillo', 230420],
  ['Sanders', 230374],
  ['Patel', 229973],
  ['Myers', 229895],
  ['Long', 229374],
  ['Ross', 229368],
  ['Foster', 227764],
  ['Jimenez', 227118],
];

/** [first name, percent of people of that sex (1990 Census)], women and men alternating. */
export const US_FIRST_NAMES: ReadonlyArray<readonly [string, number]> = [
  ['James', 3.318],
  ['Mary', 2.629],
  ['John', 3.271],
  ['Patricia', 1.073],
  ['Robert', 3.143],
  ['Linda', 1.035],
  ['Michael', 2.629],
  ['Barbara', 0.98],
  ['William', 2.451],
  ['Elizabeth', 0.937],
  ['David', 2.363],
  ['Jennifer', 0.932],
  ['Richard', 1.703],
  ['Maria', 0.828],
  ['Charles', 1.523],
  ['Susan', 0.794],
  ['Joseph', 1.404],
  ['Margaret', 0.768],
  ['Thomas', 1.38],
  ['Dorothy', 0.727],
  ['Christopher', 1.035],
  ['Lisa', 0.704],
  ['Daniel', 0.974],
  ['Nancy', 0.669],
  ['Paul', 0.948],
  ['Karen', 0.667],
  ['Mark', 0.938],
  ['Betty', 0.666],
  ['Donald', 0.931],
  ['Helen', 0.663],
  ['George', 0.927],
  ['Sandra', 0.629],
  ['Kenneth', 0.826],
  ['Donna', 0.583],
  ['Steven', 0.78],
  ['Carol', 0.565],
  ['Edward', 0.779],
  ['Ruth', 0.562],
  ['Brian', 0.736],
  ['Sharon', 0.522],
  ['Ronald', 0.725],
  ['Michelle', 0.519],
  ['Anthony', 0.721],
  ['Laura', 0.51],
  ['Kevin', 0.671],
  ['Sarah', 0.508],
  ['Jason', 0.66],
  ['Kimberly', 0.504],
  ['Matthew', 0.657],
  ['Deborah', 0.494],
  ['Gary', 0.65],
  ['Jessica', 0.49],
  ['Timothy', 0.64],
  ['Shirley', 0.482],
  ['Jose', 0.613],
  ['Cynthia', 0.469],
  ['Larry', 0.598],
  ['Angela', 0.468],
  ['Jeffrey', 0.591],
  ['Melissa', 0.462],
];

// The share of people with one of the names above (of 308.7 million in 2010; of either sex for
// first names); the rest come from the long tail.
const US_POPULATION_2010 = 308_745_538;
const TOP_SURNAME_SHARE = US_SURNAMES.reduce((sum, [, n]) => sum + n, 0) / US_POPULATION_2010;
const TOP_FIRST_NAME_SHARE = US_FIRST_NAMES.reduce((sum, [, pct]) => sum + pct, 0) / 200;

const ONSETS = [
  'B',
  'C',
  'D',
  'F',
  'G',
  'H',
  'K',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'T',
  'V',
  'W',
  'Br',
  'Ch',
  'Gr',
  'St',
  'Tr',
  'Sh',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['n', 'r', 'l', 'th', 'ck', 'rd', 'nt', 'ss', 'ng', 'sk', 'rt', 'ld'];
const ENDINGS = ['son', 'ley', 'ton', 'er', 'man', 'ez', 'ski', 'berg', 'ford', 'ins', 'wood', 'ell'];

/** A weighted picker over [value, weight] pairs (binary search over the running sums). */
export function weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): (r: number) => T {
  const sums: number[] = [];
  let total = 0;
  for (const [, w] of pairs) sums.push((total += w));
  return (r) => {
    const x = r * total;
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sums[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return pairs[lo]![0];
  };
}

const pickSurname = weighted(US_SURNAMES);
const pickFirstName = weighted(US_FIRST_NAMES);
const at = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)]!;

/** A rarer name from syllables: about 100,000 distinct surnames, as many first names. */
function tailName(rand: () => number, ending: boolean): string {
  const name =
    at(ONSETS, rand()) + at(VOWELS, rand()) + at(CODAS, rand()) + (ending ? at(ENDINGS, rand()) : at(VOWELS, rand()));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function usSurname(rand: () => number): string {
  return rand() < TOP_SURNAME_SHARE ? pickSurname(rand()) : tailName(rand, true);
}

export function usFirstName(rand: () => number): string {
  return rand() < TOP_FIRST_NAME_SHARE ? pickFirstName(rand()) : tailName(rand, false);
}

/** A bench client: frequency-weighted US names, the other fields as the demo seed makes them. */
export function benchPerson(rand: () => number, n: number): DemoPerson {
  const person = demoPerson(rand, n);
  const firstName = usFirstName(rand);
  const lastName = usSurname(rand);
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return { ...person, firstName, lastName, email: `${local}${n}@${person.email.split('@')[1]}` };
}
