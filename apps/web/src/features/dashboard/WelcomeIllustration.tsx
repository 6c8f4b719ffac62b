/** A desk with a laptop, a chart and a plant; decorative. */
export function WelcomeIllustration() {
  return (
    <svg viewBox="0 0 240 160" width="100%" style={{ maxWidth: 280 }} aria-hidden="true">
      <rect x="0" y="0" width="240" height="160" rx="16" fill="var(--mantine-color-indigo-0)" />
      <rect x="24" y="118" width="192" height="8" rx="4" fill="var(--mantine-color-indigo-3)" />
      <rect x="64" y="56" width="96" height="62" rx="6" fill="var(--mantine-color-indigo-7)" />
      <rect x="70" y="62" width="84" height="50" rx="3" fill="var(--mantine-color-white)" />
      <rect x="78" y="96" width="10" height="10" fill="var(--mantine-color-teal-4)" />
      <rect x="94" y="86" width="10" height="20" fill="var(--mantine-color-indigo-4)" />
      <rect x="110" y="76" width="10" height="30" fill="var(--mantine-color-teal-5)" />
      <rect x="126" y="70" width="10" height="36" fill="var(--mantine-color-indigo-5)" />
      <polyline
        points="80,88 98,80 114,70 132,64 146,60"
        fill="none"
        stroke="var(--mantine-color-orange-5)"
        strokeWidth="2"
      />
      <path d="M52 118 h112 l8 -6 h-128 z" fill="var(--mantine-color-indigo-5)" />
      <rect x="178" y="96" width="18" height="22" rx="3" fill="var(--mantine-color-orange-4)" />
      <path d="M187 96 C175 80 176 70 187 62 C198 70 199 80 187 96 Z" fill="var(--mantine-color-teal-6)" />
      <circle cx="200" cy="34" r="12" fill="var(--mantine-color-yellow-4)" />
    </svg>
  );
}
