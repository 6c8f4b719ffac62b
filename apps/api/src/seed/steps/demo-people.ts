// Deterministic demo people: a seeded PRNG and common US names (demo-names.ts), shared by the clients
// seed step and the bench's client generator.
import { FIRST_NAMES, MIDDLE_NAMES, LAST_NAMES, EMAIL_DOMAINS, STREETS, CITIES, AREA_CODES } from './demo-names';

/** mulberry32: a small, fast, seeded PRNG (same seed, same sequence). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
export const int = (rand: () => number, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

export interface DemoPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  phone: string;
  /** 900-999 area numbers: never issued, invalid by design. */
  ssn: string;
  dateOfBirth: string;
  address: string;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

export function demoPerson(rand: () => number, n: number): DemoPerson {
  const firstName = pick(rand, FIRST_NAMES);
  const lastName = pick(rand, LAST_NAMES);
  const middleName = rand() < 0.3 ? pick(rand, MIDDLE_NAMES) : null;
  const [city, state, zip] = pick(rand, CITIES);
  const year = int(rand, 1945, 2003);
  const month = String(int(rand, 1, 12)).padStart(2, '0');
  const day = String(int(rand, 1, 28)).padStart(2, '0');
  return {
    firstName,
    middleName,
    lastName,
    email: `${slug(firstName)}.${slug(lastName)}${n}@${pick(rand, EMAIL_DOMAINS)}`,
    phone: `${pick(rand, AREA_CODES)}${int(rand, 200, 999)}${String(int(rand, 0, 9999)).padStart(4, '0')}`,
    ssn: `9${String(int(rand, 0, 99)).padStart(2, '0')}${String(int(rand, 10, 99))}${String(int(rand, 1, 9999)).padStart(4, '0')}`,
    dateOfBirth: `${year}-${month}-${day}`,
    address: `${int(rand, 100, 9999)} ${pick(rand, STREETS)}, ${city}, ${state} ${zip}${String(int(rand, 10, 99))}`,
  };
}
