export const SERVICES = ['Payroll & HR', 'Group Benefits', 'P&C & Bond', 'Merchant Processing'] as const;
export type Service = (typeof SERVICES)[number];

/** The organization tab each purchased service unlocks. */
export const SERVICE_TABS: Readonly<Record<Service, 'payroll' | 'groupHealth' | 'pandc' | 'merchant'>> = {
  'Payroll & HR': 'payroll',
  'Group Benefits': 'groupHealth',
  'P&C & Bond': 'pandc',
  'Merchant Processing': 'merchant',
};

export const BUSINESS_LINES = ['General', 'Tax Alliance', 'WageWhiz', 'Evmark', 'Xylaris'] as const;
export type BusinessLine = (typeof BUSINESS_LINES)[number];

/** Reads a service name in any case; null when unknown. */
export function normalizeService(value: unknown): Service | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return SERVICES.find((s) => s.toLowerCase() === key) ?? null;
}
