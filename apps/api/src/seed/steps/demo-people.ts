// Deterministic demo people: a seeded PRNG and common US names, shared by the clients seed step
// and the bench's client generator.

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

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Charles', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily',
  'Paul', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'Timothy', 'Deborah',
  'Ronald', 'Stephanie', 'Jason', 'Rebecca', 'George', 'Sharon', 'Edward', 'Laura', 'Jeffrey', 'Cynthia', 'Ryan', 'Dorothy',
  'Jacob', 'Amy', 'Nicholas', 'Kathleen', 'Gary', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Emma', 'Stephen', 'Brenda',
  'Larry', 'Pamela', 'Justin', 'Nicole', 'Scott', 'Anna', 'Brandon', 'Samantha', 'Benjamin', 'Katherine', 'Samuel', 'Christine',
  'Maria', 'Jose', 'Carlos', 'Sofia', 'Wei', 'Mei', 'Hiroshi', 'Yuki', 'Priya', 'Arjun', 'Minh', 'Linh', 'Omar', 'Fatima',
];
export const MIDDLE_NAMES = ['Ann', 'Lee', 'Marie', 'James', 'Lynn', 'Ray', 'Jean', 'Alan', 'Rose', 'Grace', 'Paul', 'Jo'];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales',
  'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos',
  'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', 'Chen', 'Wang', 'Tanaka', "O'Neil",
];
export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'aol.com', 'proton.me'];
export const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Sunset Blvd', 'Lake Rd', 'Hill St', 'Park Ave'];
export const CITIES = [
  ['Los Angeles', 'CA', '900'], ['San Diego', 'CA', '921'], ['San Jose', 'CA', '951'], ['Sacramento', 'CA', '958'], ['Fresno', 'CA', '937'],
  ['Long Beach', 'CA', '908'], ['Oakland', 'CA', '946'], ['Irvine', 'CA', '926'], ['Pasadena', 'CA', '911'], ['Torrance', 'CA', '905'],
] as const;
/** Area codes of Southern and Northern California. */
export const AREA_CODES = ['213', '310', '323', '424', '562', '626', '661', '714', '818', '909', '949', '408', '415', '510', '619', '858'];

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
